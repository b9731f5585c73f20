/**
 * The chat's suggested questions (3 per language × 10) through the real pipeline: seed content,
 * keyword-only retrieval, no model (the extractive answerer and the entries path). Each answer must
 * hold a sentence of the entry that answers the question — decided here, per question, as data.
 * The 30 answers are printed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { loadProfileFile, suggestedQuestions as questionsOf } from '@/lib/profile';

import { resetProvidersForTests } from '@/lib/providers';
import { LOCALES, type Locale } from '@/lib/text';
import { quotedAnswer, type QuotedAnswer } from '@/scripts/extractive-answers';
import { DB_TARGET, freshDatabase } from './support';

// The chat's suggested questions are the demo profile's (content/profile.json).
const demoProfile = await loadProfileFile();
const suggestedQuestions = (locale: Locale): string[] => questionsOf(demoProfile, locale);

const ARTICLES = ['persian-sentence-segmentation', 'why-assistants-should-refuse', 'hybrid-search-bm25-dense', 'evaluating-retrieval-recall-at-k', 'zero-width-non-joiner', 'persian-text-normalization'];
const PROJECTS = ['multilingual-support-chatbot', 'multilingual-news-data-pipeline', 'persian-spell-checker', 'persian-search-engine'];
const SERVICES = ['search-consulting', 'nlp-workshops', 'search-nlp-code-review'];

/**
 * What answers each suggested question. `list`: an overview, answered when every entry is listed
 * (the entries path quotes each entry's title and dates). `entry` + `all`/`any`: a specific
 * question, answered when released sentences of that entry start with every `all` sentence and
 * with at least one `any` sentence (sentences a reader would accept as the answer).
 */
type Expectation = { list: string[] } | { entry: string; all?: string[]; any?: string[] };
const EXPECTED: Record<string, Expectation> = {
  'What has Darya Rahnama written?': { list: ARTICLES },
  'How did she build the search engine for the Golestan manuscript archive?': {
    entry: 'persian-search-engine',
    // The lead-in and the steps it introduces: how the engine was built.
    all: ['Between March 2018 and June 2019 Darya led a team of three to build a new search engine:', 'A normalization pipeline that unified letter variants', 'OCR-error-tolerant matching using character 3-grams'],
  },
  'What is the zero-width non-joiner?': {
    entry: 'zero-width-non-joiner',
    any: ['The zero-width non-joiner (ZWNJ) is the Unicode character U+200C.', 'It has no width and is invisible, but it tells the text renderer not to join'],
  },
  'دریا رهنما چه مقاله‌هایی نوشته است؟': { list: ARTICLES },
  'موتور جست‌وجوی آرشیو نسخه‌های خطی گلستان چگونه ساخته شد؟': {
    entry: 'persian-search-engine',
    all: ['دریا از مارس ۲۰۱۸ تا ژوئن ۲۰۱۹ تیمی سه‌نفره را برای ساخت یک موتور جست‌وجوی تازه رهبری کرد:', 'خط لوله‌ای برای یکسان‌سازی', 'تطبیق مقاوم در برابر خطاهای OCR'],
  },
  // "What role does the ZWNJ play in Persian writing?": what it does (keeps parts of a word
  // apart without breaking it) or what happens without it.
  'نیم‌فاصله در نوشتار فارسی چه نقشی دارد؟': {
    entry: 'zero-width-non-joiner',
    any: ['بدون نیم‌فاصله، نویسندگان یا بخش‌ها را به هم می‌چسبانند', 'پهنایی ندارد و دیده نمی‌شود، اما به موتور نمایش متن می‌گوید', 'در فارسی بسیاری از واژه‌ها از یک ستاک به‌همراه پیشوند یا پسوندی ساخته می‌شوند'],
  },
  'Welche Artikel hat Darya Rahnama geschrieben?': { list: ARTICLES },
  'Welche Projekte hat Darya Rahnama gemacht?': { list: PROJECTS },
  'Welche Leistungen bietet sie an?': { list: SERVICES },
  'Quels articles a-t-elle écrits ?': { list: ARTICLES },
  'Quels sont ses projets ?': { list: PROJECTS },
  'Quels services propose-t-elle ?': { list: SERVICES },
  '¿Qué artículos ha escrito Darya Rahnama?': { list: ARTICLES },
  '¿En qué proyectos ha trabajado?': { list: PROJECTS },
  '¿Qué servicios ofrece?': { list: SERVICES },
  'Quais artigos a Darya Rahnama escreveu?': { list: ARTICLES },
  'Em quais projetos ela trabalhou?': { list: PROJECTS },
  'Quais serviços ela oferece?': { list: SERVICES },
  'Какие статьи написала Дарья Рахнама?': { list: ARTICLES },
  'Над какими проектами она работала?': { list: PROJECTS },
  'Какие услуги она предлагает?': { list: SERVICES },
  'ما المقالات التي كتبتها داريا رهنما؟': { list: ARTICLES },
  'ما المشاريع التي عملت عليها؟': { list: PROJECTS },
  'ما الخدمات التي تقدمها؟': { list: SERVICES },
  'दरिया रहनुमा ने कौन-से लेख लिखे हैं?': { list: ARTICLES },
  'उन्होंने किन परियोजनाओं पर काम किया है?': { list: PROJECTS },
  'वह कौन-सी सेवाएँ देती हैं?': { list: SERVICES },
  '达丽娅·拉赫纳玛写过哪些文章？': { list: ARTICLES },
  '她做过哪些项目？': { list: PROJECTS },
  '她提供哪些服务？': { list: SERVICES },
};

/** Why an answer does not answer, or null when it does. */
function shortfall(a: QuotedAnswer, want: Expectation): string | null {
  if (a.outcome !== 'answered') return `outcome ${a.outcome}`;
  if ('list' in want) {
    const listed = new Set(a.quotes.flatMap((q) => q.slugs));
    const missing = want.list.filter((s) => !listed.has(s));
    return missing.length ? `not listed: ${missing.join(', ')}` : null;
  }
  const fromEntry = a.quotes.filter((q) => q.slugs.includes(want.entry)).map((q) => q.text);
  const missing = (want.all ?? []).filter((s) => !fromEntry.some((t) => t.startsWith(s)));
  if (missing.length) return `missing: ${missing.join(' | ')}`;
  if (want.any && !want.any.some((s) => fromEntry.some((t) => t.startsWith(s)))) return `none of: ${want.any.join(' | ')}`;
  return null;
}

let h: DbHandle;
beforeAll(async () => {
  delete process.env.ASSISTANT_MODEL;
  resetEnvForTests();
  resetProvidersForTests();
  h = await freshDatabase();
  await seedDatabase(h.db, undefined, { embedder: null });
});
afterAll(async () => {
  await h?.close();
});

describe(`the chat's suggested questions, answered extractively (${DB_TARGET})`, () => {
  it('every suggested question in every language is answered by a sentence of the entry that answers it', async () => {
    const failures: string[] = [];
    const lines: string[] = [];
    for (const locale of LOCALES) {
      const questions = suggestedQuestions(locale);
      expect(questions).toHaveLength(3);
      for (const question of questions) {
        const want = EXPECTED[question];
        expect(want, `no expectation for the suggested question "${question}" (${locale})`).toBeDefined();
        const a = await quotedAnswer(h.db, question, locale);
        lines.push(`[${locale}] ${question}  (${a.route} → ${a.outcome})`, ...a.quotes.map((q) => `    “${q.text}” — ${q.slugs.join(', ')}`));
        const why = shortfall(a, want!);
        if (why) failures.push(`[${locale}] ${question}: ${why}`);
      }
    }
    console.log(lines.join('\n'));
    expect(failures).toEqual([]);
  });
});
