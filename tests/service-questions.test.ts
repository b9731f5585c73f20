/**
 * Questions about what one of the author's services covers, asked in a language other than
 * English: the service's reader-language title and summary name the topic, its English body
 * sections hold the value.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { chooseQuotes, stemmerFor, type ExtractiveSource } from '@/lib/assistant/extractive';
import { readQuestion } from '@/lib/question';
import { arabicLightHits, ensureConfiguredLexicons, passesThreshold, retrievePassages } from '@/lib/retrieval';
import { DB_TARGET, freshDatabase } from './support';
import { normalizeForMatching, type Locale } from '@/lib/text';

describe('Arabic light10 on both sides (Larkey, Ballesteros & Connell 2007)', () => {
  const summary = 'ورش عمل تطبيقية لفرق الهندسة والطلاب حول معالجة النصوص الفارسية والمتعددة اللغات، من توحيد النص وتطبيعه إلى تقييم الاسترجاع.';
  const q = (s: string) => s.split(' ').map(normalizeForMatching);
  it('a bare plural in the question meets the definite plural of the page (لغات ~ اللغات)', () => {
    expect(arabicLightHits(q('لغات ورش'), summary)).toEqual([0, 1]);
  });
  it('a definite singular meets a bare one (الهندسة ~ هندسة), a word the page lacks does not', () => {
    expect(arabicLightHits(q('هندسة الأسعار'), summary)).toEqual([0]);
  });
  it('only Arabic-script words are read', () => {
    expect(arabicLightHits(['bm25', 'nlp'], 'BM25 NLP')).toEqual([]);
  });
  it('generated: the article, a prefixed و or ب and the plural ات never hide a word from its page', () => {
    const roots = ['لغ', 'مشارک', 'موضوع', 'مراجع', 'عمیل', 'تقریر'];
    fc.assert(fc.property(fc.constantFrom(...roots), fc.constantFrom('', 'ال', 'وال', 'بال'), fc.constantFrom('', 'ال', 'وال'), fc.constantFrom('', 'ات', 'ه'), fc.constantFrom('', 'ات', 'ه'),
      (root, p1, p2, s1, s2) => {
        const asked = normalizeForMatching(`${p1}${root}${s1}`);
        return arabicLightHits([asked], `نص ${p2}${root}${s2} آخر`).includes(0);
      }));
  });
});

/**
 * The topic and the focus (Edmundson 1969, title and heading methods): the reader-language title
 * and summary of a partly translated service name the entry; the English section whose heading
 * holds the question's other word answers it.
 */
describe('a service question is answered by the section its focus word heads, not by the summary', () => {
  // Question, its content words' English readings (as retrieval's lookup gives them), and the reader-language title and summary.
  const CASES: Record<Locale, { q: string; en: Record<string, string>; title: string; summary: string }> = {
    en: { q: 'What does the client receive at the end of her code review?', en: {}, title: 'Code and Architecture Review', summary: 'An independent review of search and NLP code.' },
    fa: { q: 'در بازبینی کد او، کارفرما در پایان چه دریافت می‌کند؟', en: { 'بازبینی': 'review', 'کارفرما': 'client', 'پایان': 'end', 'دریافت': 'receive' }, title: 'بازبینی کد و معماری', summary: 'بازبینی مستقل کد جست‌وجو و پردازش زبان.' },
    de: { q: 'Was erhält der Kunde am Ende ihres Code-Reviews?', en: { 'erhält': 'receive', kunde: 'client', code: 'code', reviews: 'review' }, title: 'Code- und Architektur-Reviews', summary: 'Unabhängige Reviews von Code für Suche und Sprachverarbeitung.' },
    fr: { q: 'Que reçoit le client à la fin de sa revue de code ?', en: { 'reçoit': 'receive', client: 'client', revue: 'review', code: 'code' }, title: 'Revue de code et d\'architecture', summary: 'Une revue indépendante du code de recherche et de TAL.' },
    es: { q: '¿Qué recibe el cliente al final de su revisión de código?', en: { recibe: 'receive', cliente: 'client', 'revisión': 'review', 'código': 'code' }, title: 'Revisión de código y arquitectura', summary: 'Una revisión independiente del código de búsqueda y PLN.' },
    pt: { q: 'O que o cliente recebe no fim da revisão de código dela?', en: { cliente: 'client', recebe: 'receive', 'revisão': 'review', 'código': 'code' }, title: 'Revisão de código e arquitetura', summary: 'Uma revisão independente do código de busca e PLN.' },
    ru: { q: 'Что получает клиент в конце её ревью кода?', en: { 'получает': 'receive', 'клиент': 'client', 'конце': 'end', 'ревью': 'review', 'кода': 'code' }, title: 'Ревью кода и архитектуры', summary: 'Независимое ревью кода поиска и обработки языка.' },
    ar: { q: 'ماذا يتلقى العميل في نهاية مراجعة الشيفرة الخاصة بها؟', en: { 'یتلقی': 'receive', 'العمیل': 'client', 'نهایه': 'end', 'مراجعه': 'review', 'الشیفره': 'code' }, title: 'مراجعة الشيفرة والبنية', summary: 'مراجعة مستقلة لشيفرة البحث ومعالجة اللغة.' },
    hi: { q: 'उनके कोड रिव्यू के अंत में क्लाइंट को क्या मिलता है?', en: { 'कोड': 'code', 'रिव्यू': 'review', 'अंत': 'end', 'क्लाइंट': 'client', 'मिलता': 'receive' }, title: 'कोड और आर्किटेक्चर रिव्यू', summary: 'सर्च और एनएलपी कोड का स्वतंत्र रिव्यू।' },
    zh: { q: '她的代码审查结束时客户会收到什么？', en: { '代码': 'code', '审查': 'review', '结束': 'end', '客户': 'client', '收到': 'receive' }, title: '代码与架构审查', summary: '对搜索和自然语言处理代码的独立审查。' },
  };
  const NAME = new Set(['darya', 'rahnama', 'دریا', 'رهنما']);
  const lookupFor = (locale: Locale, content: string[], en: Record<string, string>) => ({
    words: content, language: locale,
    stems: content.map((w) => [stemmerFor(locale)(w), ...(en[w] ? [stemmerFor('en')(en[w]!)] : [])]),
    weights: content.map((w) => (en[w] ? [1, 1] : [1])),
  });
  const sources = (c: (typeof CASES)[Locale], locale: Locale, intro: string): ExtractiveSource[] => [
    ...(locale === 'en' ? [] : [{ content: `${c.title}\n\n${c.summary}`, locale, title: c.title, heading: '', slug: 'search-nlp-code-review' }]),
    { content: `Code and Architecture Review for Search and NLP Systems\n\n${intro}`, locale: 'en', title: 'Code and Architecture Review for Search and NLP Systems', heading: '', slug: 'search-nlp-code-review' },
    { content: 'What the client receives\n\nA written report that ranks every finding by severity, explains its effect and suggests a concrete fix.', locale: 'en', title: 'Code and Architecture Review for Search and NLP Systems', heading: 'What the client receives', slug: 'search-nlp-code-review' },
  ];
  const answer = (locale: Locale, intro: string, order: number[] = [0, 1, 2]) => {
    const c = CASES[locale];
    const question = readQuestion(c.q, locale);
    const all = sources(c, locale, intro);
    const list = order.filter((i) => i < all.length).map((i) => all[i]!);
    return chooseQuotes(question, list, locale, { ignoreWords: NAME, lookup: lookupFor(locale, question.content, c.en) }).flatMap((q) => q.sentences).join(' ');
  };
  const INTRO = 'Darya reviews code and system designs to find these problems before users do.';
  for (const locale of Object.keys(CASES) as Locale[]) {
    it(`${locale}: ${CASES[locale].q} — "What the client receives", not the summary or the introduction`, () => {
      expect(answer(locale, INTRO)).toContain('A written report');
    });
  }
  it('generated: any language × any order of the passages × any introduction holding the topic words — the focus section answers', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(CASES) as Locale[])), fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
      fc.constantFrom(INTRO, 'Search and NLP code often fails quietly, and Darya reviews code to find out why.', 'She reviews code for teams that build search.'),
      (locale, order, intro) => answer(locale, intro, order).includes('A written report')), { seed: 3104, numRuns: 60 });
  });
});

describe('topic and focus: the introduction that restates the entry\'s title words does not answer the aspect asked', () => {
  const CHECK: Record<Locale, { q: string; en: Record<string, string> }> = {
    en: { q: 'What does she check in a code review?', en: {} },
    fa: { q: 'در بازبینی کد چه چیزهایی را بررسی می‌کند؟', en: { 'بازبینی': 'review', 'بررسی': 'check' } },
    de: { q: 'Was prüft sie bei einem Code-Review?', en: { 'prüft': 'check', code: 'code', review: 'review' } },
    fr: { q: 'Que vérifie-t-elle dans une revue de code ?', en: { 'vérifie': 'check', revue: 'review', code: 'code' } },
    es: { q: '¿Qué cosas comprueba en una revisión de código?', en: { comprueba: 'check', 'revisión': 'review', 'código': 'code' } },
    pt: { q: 'O que ela verifica numa revisão de código?', en: { verifica: 'check', 'revisão': 'review', 'código': 'code' } },
    ru: { q: 'Что проверяется в её ревью кода?', en: { 'проверяется': 'check', 'ревью': 'review', 'кода': 'code' } },
    ar: { q: 'ماذا تفحص في مراجعة الشيفرة؟', en: { 'تفحص': 'check', 'مراجعه': 'review', 'الشیفره': 'code' } },
    hi: { q: 'कोड रिव्यू में वह क्या जाँचती हैं?', en: { 'कोड': 'code', 'रिव्यू': 'review', 'जाँचती': 'check' } },
    zh: { q: '她在代码审查中检查什么？', en: { '代码': 'code', '审查': 'review', '检查': 'check' } },
  };
  const NAME = new Set(['darya', 'rahnama', 'دریا', 'رهنما']);
  const TITLE = 'Code and Architecture Review for Search and NLP Systems';
  const ITEMS = [
    'Text processing: Unicode normalization, letter variants and consistency between the indexing and query pipelines.',
    'Assistant safety: grounding checks, refusal thresholds and the handling of personal data.',
    'Performance: latency targets, caching and index sizing.',
  ];
  const answer = (locale: Locale, intro: string, items: string[], swap: boolean) => {
    const c = CHECK[locale];
    const question = readQuestion(c.q, locale);
    const lookup = { words: question.content, language: locale, stems: question.content.map((w) => [stemmerFor(locale)(w), ...(c.en[w] ? [stemmerFor('en')(c.en[w]!)] : [])]), weights: question.content.map((w) => (c.en[w] ? [1, 1] : [1])) };
    const lead: ExtractiveSource = { content: `${TITLE}\n\nAn independent review of search, ranking and language-processing code.\n\n${intro}`, locale: 'en', title: TITLE, heading: '', slug: 'search-nlp-code-review' };
    const covers: ExtractiveSource = { content: `What a review covers\n\n${items.map((t) => `- ${t}`).join('\n')}`, locale: 'en', title: TITLE, heading: 'What a review covers', slug: 'search-nlp-code-review' };
    return chooseQuotes(question, swap ? [covers, lead] : [lead, covers], locale, { ignoreWords: NAME, lookup }).flatMap((q) => q.sentences).join(' ');
  };
  const INTRO = 'Darya reviews code and system designs to find these problems before users do.';
  for (const locale of Object.keys(CHECK) as Locale[]) {
    it(`${locale}: ${CHECK[locale].q} — the item that names checks, not "${INTRO.slice(0, 30)}…"`, () => {
      expect(answer(locale, INTRO, ITEMS, false)).toContain('grounding checks');
    });
  }
  it('generated: any language × any order of passages and items × any introduction holding only the title\'s words — the focus item answers', () => {
    fc.assert(fc.property(fc.constantFrom(...(Object.keys(CHECK) as Locale[])), fc.shuffledSubarray(ITEMS, { minLength: 3, maxLength: 3 }), fc.boolean(),
      fc.constantFrom(INTRO, 'She reviews code for teams that build search.', 'Darya reviews search code and NLP code.'),
      (locale, items, swap, intro) => answer(locale, intro, items, swap).includes('grounding checks')), { seed: 3105, numRuns: 60 });
  });
});

describe(`Arabic light10 at the threshold (${DB_TARGET}, the dictionaries loaded)`, () => {
  let h: DbHandle;
  beforeAll(async () => {
    h = await freshDatabase();
    await seedDatabase(h.db, undefined, { embedder: null });
    await ensureConfiguredLexicons(h.db);
  }, 600_000);
  afterAll(async () => { await h?.close(); });
  const nameWords = new Set(['darya', 'rahnama', 'دریا', 'رهنما', 'دريا']);
  it('example: "بأي لغات تُقدَّم ورش العمل الخاصة بها؟" reaches the threshold on the workshops entry, whose Arabic summary says "اللغات"', async () => {
    const r = await retrievePassages(h.db, { question: 'بأي لغات تُقدَّم ورش العمل الخاصة بها؟', locale: 'ar', topK: 8, nameWords, embedder: null });
    expect(passesThreshold(r.bestScore, 0.35)).toBe(true);
    const best = r.passages.find((p) => p.score === r.bestScore)!;
    expect(best.slug).toBe('nlp-workshops');
  });
  it('generated: the plural bare or with the article, in either order of the question\'s phrases — a workshops passage reaches the threshold', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom('لغات', 'اللغات'), fc.boolean(), async (plural, swap) => {
      const asked = swap ? `ورش العمل الخاصة بها تقدم بأي ${plural}؟` : `بأي ${plural} تقدم ورش العمل الخاصة بها؟`;
      const r = await retrievePassages(h.db, { question: asked, locale: 'ar', topK: 8, nameWords, embedder: null });
      expect(passesThreshold(r.bestScore, 0.35), asked).toBe(true);
      expect(r.passages.some((p) => p.slug === 'nlp-workshops' && p.score >= 0.35), asked).toBe(true);
    }), { numRuns: 6 });
  });
});
