/**
 * A visitor in any of the ten languages finds what the pages hold (issue 21), on a real database:
 * the examples of the kinds, each with generated variants (any question frame × any anchor
 * × the languages of the kind). Keyword-only retrieval, as the zero-key site runs.
 */
import fc from 'fast-check';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { importFolder, seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { loadProfileFile, type Profile } from '@/lib/profile';
import { cognateCandidates, ensureConfiguredLexicons, loanwordCandidates, passesThreshold, queryTerms, retrievePassages } from '@/lib/retrieval';
import { stemmerFor } from '@/lib/text';
import { COGNATE_LCSR, cognateForm, lcsLength } from '@/lib/retrieval/loanwords';
import type { Locale } from '@/lib/text';
import { DB_TARGET, freshDatabase } from './support';

let h: DbHandle;
let profile: Profile;
const nameWords = new Set(['darya', 'rahnama', 'دریا', 'رهنما']);
const THRESHOLD = 0.35;

beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db, undefined, { embedder: null });
  await importFolder(h.db, path.resolve('tests/fixtures/loanwords'), { embedder: null, collection: 'loanwords' });
  // The German dictionary (Debian's FreeDict, installed by scripts/setup-system.sh) is part of what is tested.
  const loaded = await ensureConfiguredLexicons(h.db);
  expect(loaded.find((l) => l.locale === 'de')?.status, 'FreeDict German (dict-freedict-deu-eng) must be installed').not.toBe('missing');
  profile = await loadProfileFile();
});
afterAll(async () => { await h?.close(); });

const retrieve = (question: string, locale: Locale) => retrievePassages(h.db, { question, locale, topK: 8, nameWords, embedder: null });

async function released(question: string, locale: Locale): Promise<{ route: string | null; text: string; langs: (string | undefined)[] }> {
  const out = { route: null as string | null, text: '', langs: [] as (string | undefined)[] };
  for await (const ev of answerQuestion({ question, locale, history: [] }, { db: h.db, embedder: null, profile }) as AsyncGenerator<AssistantEvent>) {
    if (ev.type === 'decision') out.route = ev.route;
    if (ev.type === 'text') { out.text += `${ev.text} `; out.langs.push(ev.lang); }
  }
  return out;
}

describe(`cross-language retrieval (${DB_TARGET}, keyword-only)`, () => {
  it('kind 1: a Chinese "how many … did she migrate" question counts its content words only and passes (the issue example)', async () => {
    const r = await retrieve('她在Lumenhaus把多少个客户的系统从Solr迁移到了Elasticsearch？', 'zh');
    expect(r.words).toEqual(['lumenhaus', '客户', '系统', 'solr', '迁移', 'elasticsearch']);
    expect(passesThreshold(r.bestScore, THRESHOLD)).toBe(true);
    expect(r.passages[0]!.slug).toBe('search-engineer-lumenhaus');
  });

  it('a Chinese word CC-CEDICT does not list is read as the listed words it is written with (forward maximum matching): "每月下载量" finds "monthly downloads"', async () => {
    const r = await retrieve('Parsegar在PyPI上每月下载量大概多少？', 'zh');
    const i = r.words.indexOf('下载量');
    expect(r.terms.stems[i]).toEqual(expect.arrayContaining(['下载', 'download']));
    expect(r.terms.readable[i]).toBe(true);
    expect(passesThreshold(r.bestScore, THRESHOLD)).toBe(true);
    expect(r.passages.find((p) => p.score >= THRESHOLD)?.slug).toBe('parsegar-open-source-maintainer');
    const a = await released('Parsegar在PyPI上每月下载量大概多少？', 'zh');
    expect(a.text).toContain('18,000');
  });

  it('kind 3: loanwords written in Persian, Hindi and Russian letters find the Latin terms of the page (the issue examples)', async () => {
    const fa = await loanwordCandidates(h.db, ['توکن', 'کوئری', 'استرینگ', 'کوکی', 'کوبرنتیز', 'پروب'], 'fa');
    expect(fa.get('توکن')).toContain('token');
    expect(fa.get('کوئری')).toContain('queri');
    expect(fa.get('استرینگ')).toContain('string');
    expect(fa.get('کوکی')).toContain('cooki');
    expect(fa.get('کوبرنتیز')).toContain('kubernet');
    expect(fa.get('پروب')).toContain('probe');
    const hi = await loanwordCandidates(h.db, ['सेट', 'रिव्यू'], 'hi');
    expect(hi.get('सेट')).toContain('set');
    expect(hi.get('रिव्यू')).toContain('review');
    expect((await loanwordCandidates(h.db, ['кэш'], 'ru')).get('кэш')).toContain('cach');
    // Native words that merely share a sound code with an English one are not read as loans.
    expect((await loanwordCandidates(h.db, ['навыки', 'повару'], 'ru')).size).toBe(0);
  });

  it('kind 3: a loan keeps its English ending, read by its English stem; a word a Hindi page holds as written is still read (the dictionary, not the index, tells a loan)', async () => {
    const hi = await loanwordCandidates(h.db, ['चेकिंग', 'कैशिंग', 'रिव्यूइंग'], 'hi');
    expect(hi.get('चेकिंग')).toContain('check');
    expect(hi.get('कैशिंग')).toContain('cach');
    expect(hi.get('रिव्यूइंग')).toContain('review');
    // Function words are never the loan ("thisis" codes like "this").
    for (const terms of hi.values()) for (const t of terms) expect(['this', 'these', 'those', 'thus'], t).not.toContain(t);
    // "सर्च" is a word of the site's Hindi pages: it still reaches the English "search".
    const r = await retrieve('सर्च कंसल्टिंग में वह कौन-से मेट्रिक्स सुझाती हैं?', 'hi');
    expect(passesThreshold(r.bestScore, THRESHOLD)).toBe(true);
    expect(r.passages[0]!.slug).toBe('search-consulting');
  });

  it('cognates: a word no dictionary holds, spelled like an English term, reads as it (Pirkola et al. 2003; LCSR, Melamed 1999)', async () => {
    const es = await cognateCandidates(h.db, ['clasificador', 'corrector', 'léxico', 'lenguajes'], 'es');
    expect(es.get('clasificador')).toContain('classifi');
    expect(es.get('corrector')).toContain('correct');
    // "léxico" stems to "lexic", a term of the English pages ("lexical"): read as written, no look-alikes.
    expect(es.get('léxico')).toBeUndefined();
    // Look-alikes that only share a syllable are not cognates (Simard et al.'s four letters), nor is a loan English pages write as it is.
    expect(es.get('lenguajes')).toBeUndefined();
    expect((await cognateCandidates(h.db, ['consiguió'], 'es')).get('consiguió') ?? []).not.toContain('configur');
    expect((await cognateCandidates(h.db, ['латентность'], 'ru')).get('латентность')).toContain('latenc');
    // A Spanish question about a classifier in the English case study now passes, as its English twin does.
    const r = await retrieve('¿Qué clasificador usa su segmentador de oraciones para persa?', 'es');
    expect(r.passages.map((p) => p.slug)).toContain('persian-sentence-segmentation');
    // Generated words: every candidate starts with the word's first four letters, is a content word, and
    // has an LCSR of at least the cutoff with the word's folded stem; at most three per word.
    await fc.assert(fc.asyncProperty(fc.constantFrom<Locale>('es', 'pt', 'fr', 'de', 'ru'), fc.stringMatching(/^[a-z]{5,12}$/), async (locale, w) => {
      const got = (await cognateCandidates(h.db, [w], locale)).get(w) ?? [];
      const form = cognateForm(w, locale);
      expect(got.length).toBeLessThanOrEqual(3);
      for (const t of got) {
        expect(t.slice(0, 4)).toBe(form.slice(0, 4));
        expect(lcsLength(form, t) / Math.max(form.length, t.length)).toBeGreaterThanOrEqual(COGNATE_LCSR);
      }
    }), { numRuns: 40 });
  });

  it('backoff translation: a Russian word whose stems neither the dictionary nor the index holds is read by the longest prefix the dictionary lists (Resnik, Oard & Levow 2001)', async () => {
    // Snowball stems "бакалавриате" to бакалавриат; Müller lists бакалавр (bachelor).
    const t = await queryTerms(h.db, ['бакалавриате'], 'ru');
    expect(t.stems[0]).toEqual(expect.arrayContaining(['бакалавр', 'bachelor']));
    expect(t.readable[0]).toBe(true);
    // Any case form of the word reads the same way.
    await fc.assert(fc.asyncProperty(fc.constantFrom('', 'а', 'у', 'ом', 'е', 'ы', 'ов', 'ам', 'ами', 'ах'), async (ending) => {
      const r = await queryTerms(h.db, [`бакалавриат${ending}`], 'ru');
      expect(r.stems[0]).toContain('bachelor');
    }), { numRuns: 10 });
    // Only Russian backs off: a French word the dictionary lists only shorter keeps its own stems and translations.
    const fr = await queryTerms(h.db, ['maîtrise'], 'fr');
    expect(fr.stems[0]).not.toContain('maîtr');
    // A word the dictionary lists is read by its own stem, never a prefix.
    const listed = await queryTerms(h.db, ['бакалавр'], 'ru');
    expect(listed.stems[0]).not.toContain('бакала');
  });

  it('Hindi: the nukta is folded before the stemmer, so a visitor\'s फ़ारसी meets the dictionary\'s फारसी (persian)', async () => {
    const hi = stemmerFor('hi');
    expect(hi('फ़ारसी')).toBe(hi('फारसी'));
    const t = await queryTerms(h.db, ['फ़ारसी'], 'hi');
    expect(t.stems[0]).toContain('persian');
    // Generated Devanagari words: a nukta after any consonant never changes the stem.
    const consonants = [...'कखगजडढफ'];
    await fc.assert(fc.property(fc.array(fc.constantFrom(...consonants, 'ा', 'ि', 'ी', 'र', 'स', 'न', 'ों', 'ें'), { minLength: 2, maxLength: 8 }), fc.nat(7), (letters, at) => {
      const plain = letters.join('');
      const k = letters.findIndex((c, i) => i >= at % letters.length && consonants.includes(c));
      if (k < 0) return;
      const marked = [...letters.slice(0, k + 1), '\u093C', ...letters.slice(k + 1)].join('');
      expect(hi(marked)).toBe(hi(plain));
    }), { numRuns: 200 });
  });

  it('kind 5: a German question about a fact only in the English body of an entry translated as title + summary gets that fact', async () => {
    const a = await released('Wie viele Suchanfragen pro Tag bedient die hybride Suchplattform bei Nahrvald?', 'de');
    expect(a.route).toBe('passages');
    expect(a.text).toContain('3.5 million');
    // The quote is in its source's language, and says so (the chat marks it "in English").
    expect(a.langs).toContain('en');
  });

  it('kind 6: short questions about a named thing are answered; "Where is she based?" from her profile', async () => {
    for (const q of ['What is Parsegar?', 'What did she do at Lumenhaus?']) expect(passesThreshold((await retrieve(q, 'en')).bestScore, THRESHOLD), q).toBe(true);
    const based = await released('Where is she based?', 'en');
    expect(based.route).toBe('entries');
    expect(based.text).toContain('Berlin');
  });
});

// Frames per language with a slot for a named thing, every other word a function word.
const NAMED_FRAMES: Partial<Record<Locale, string[]>> = {
  en: ['What is {}?', 'What did she do at {}?', 'Tell me about {}.'],
  de: ['Was ist {}?', 'Was hat sie bei {} gemacht?'],
  fr: ['Qu’est-ce que {} ?', 'Qu’a-t-elle fait chez {} ?'],
  es: ['¿Qué es {}?', '¿Qué hizo ella en {}?'],
  pt: ['O que é {}?', 'O que ela fez na {}?'],
  ru: ['Что такое {}?', 'Что она делала в {}?'],
  fa: ['{} چیست؟', 'او در {} چه کرد؟'],
  ar: ['ما هو {}؟', 'ماذا فعلت في {}؟'],
  hi: ['{} क्या है?', 'उसने {} में क्या किया?'],
  zh: ['{}是什么？', '她在{}做了什么？'],
};
// Names of her entries (each in an entry's title) and the entry they name. Her Persian pages spell
// the names in Persian letters (a Latin "Lindqvist" in a Persian question meets only Persian pages,
// which write لیندکویست: a known limit, README).
const NAMED = [['Parsegar', 'parsegar-open-source-maintainer'], ['Lumenhaus', 'search-engineer-lumenhaus'], ['Ketabnama', 'backend-engineer-ketabnama'], ['Lindqvist', 'research-fellow-multilingual-information-access']] as const;
const PERSIAN_SPELLING: Record<string, string> = { Parsegar: 'پارسگر', Lumenhaus: 'لومن‌هاوس', Ketabnama: 'کتاب‌نما', Lindqvist: 'لیندکویست' };

describe(`generated variants (${DB_TARGET}): any frame × any named thing × any of the ten languages`, () => {
  it('kinds 2 and 6: a question naming one of her entries by its title\'s name passes the threshold with that entry among the passages', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom(...(Object.keys(NAMED_FRAMES) as Locale[])), fc.nat(), fc.constantFrom(...NAMED), async (locale, f, [name, slug]) => {
      const frames = NAMED_FRAMES[locale]!;
      const q = frames[f % frames.length]!.replace('{}', ` ${locale === 'fa' ? PERSIAN_SPELLING[name] : name} `).replace(/\s+/gu, ' ');
      const r = await retrieve(q, locale);
      expect(passesThreshold(r.bestScore, THRESHOLD), q).toBe(true);
      expect(r.passages.map((p) => p.slug), q).toContain(slug);
    }), { numRuns: 40 });
  });

  it('an unlisted Chinese compound in any frame (下载 + 量/数/次数) is read by its listed part and finds the page that holds it', async () => {
    await fc.assert(fc.asyncProperty(
      fc.constantFrom('Parsegar在PyPI上的{}大概多少？', 'Parsegar每月的PyPI{}有多少？', '请问Parsegar在PyPI的月{}是多少？'),
      fc.constantFrom('下载量', '下载数', '下载次数'),
      async (frame, word) => {
        const r = await retrieve(frame.replace('{}', word), 'zh');
        const i = r.words.indexOf(word);
        if (i >= 0) expect(r.terms.stems[i]).toContain('download');
        expect(r.passages.some((p) => p.slug === 'parsegar-open-source-maintainer' && p.hits.includes(i >= 0 ? word : '下载'))).toBe(true);
      }), { numRuns: 9 });
  });

  it('kind 3: any frame around a loanword in Persian, Russian or Hindi letters finds the page that uses the English word', async () => {
    const LOANS: Record<'fa' | 'ru' | 'hi', [string, string][]> = {
      // Loanwords the seed's Persian pages do not use (توکن they do: a Persian word of this site, found as such).
      fa: [['کوکی', 'cookie'], ['کوبرنتیز', 'Kubernetes'], ['پروب', 'probe']],
      ru: [['токен', 'token'], ['куки', 'cookie'], ['кубернетес', 'Kubernetes']],
      hi: [['टोकन', 'token'], ['कुकी', 'cookie'], ['रिव्यू', 'review'], ['चेकिंग', 'checks'], ['कैशिंग', 'cache']],
    };
    const FRAMES: Record<'fa' | 'ru' | 'hi', string[]> = { fa: ['{} چیست؟', '{} و {} چطور کار می‌کنند؟'], ru: ['Что такое {}?', 'Как работают {} и {}?'], hi: ['{} क्या है?', '{} और {} कैसे काम करते हैं?'] };
    await fc.assert(fc.asyncProperty(fc.constantFrom<'fa' | 'ru' | 'hi'>('fa', 'ru', 'hi'), fc.nat(), fc.nat(), fc.nat(), async (locale, f, i, j) => {
      const loans = LOANS[locale];
      const [a, b] = [loans[i % loans.length]!, loans[(i + 1 + (j % (loans.length - 1))) % loans.length]!];
      const frame = FRAMES[locale][f % 2]!;
      const q = frame.replace('{}', a[0]).replace('{}', b[0]);
      const r = await retrieve(q, locale);
      // Each loanword is held by the page's passage (in a reading: its Latin term).
      const page = r.passages.find((p) => p.slug === 'loanwords-guide');
      expect(page, q).toBeDefined();
      expect(page!.hits, q).toContain(a[0]);
    }), { numRuns: 30 });
  });
});
