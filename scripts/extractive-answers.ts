/**
 * What the extractive answerer (the zero-key default) says, through the real pipeline with
 * keyword-only retrieval and no model: a measure, not a test.
 *
 *   npm run extractive [-- --json] [-- --misses] [-- --docs <folder>]
 *
 * 1. The chat's suggested questions (3 per language × 10, seed content only, as the demo site
 *    starts): each with its route, the quoted sentence(s) and their source entries.
 * 2. The golden set's answerable questions (seed + the Scrapling documentation): how many answers
 *    quote at least one sentence from an entry the set names as answering the question, and how
 *    many quote one first.
 * Both run offline and deterministically; neither judges whether a quote answers the question —
 * `tests/extractive-answers.test.ts` holds the expected sentences for the suggested questions.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { importFolder, seedDatabase } from '@/lib/content';
import { openDatabase, type Db } from '@/lib/db';
import { loadProfileFile, suggestedQuestions as questionsOf } from '@/lib/profile';

// The chat's suggested questions are the demo profile's (content/profile.json).
const demoProfile = await loadProfileFile();
const suggestedQuestions = (locale: Locale): string[] => questionsOf(demoProfile, locale);
import { LOCALES, type Locale } from '@/lib/text';
import { loadGoldenSet } from './golden-data';

const { values } = parseArgs({ options: { json: { type: 'boolean', default: false }, misses: { type: 'boolean', default: false }, docs: { type: 'string' } } });

/** Entry slug of a source link ("/articles/x", "/cv#x", "/case-studies#x", "/services#x"). */
export const slugOfHref = (href: string) => href.replace(/^\/(articles\/|cv#|case-studies#|services#)/, '');

/** One answer as the reader sees it: released sentences with the entries they cite. */
export interface QuotedAnswer {
  route: string | null;
  outcome: string | null;
  quotes: { text: string; slugs: string[] }[];
}

/** Runs one question through the pipeline (keyword-only retrieval, no model configured). */
export async function quotedAnswer(db: Db, question: string, locale: Locale): Promise<QuotedAnswer> {
  const out: QuotedAnswer = { route: null, outcome: null, quotes: [] };
  for await (const ev of answerQuestion({ question, locale, history: [] }, { db, embedder: null }) as AsyncGenerator<AssistantEvent>) {
    if (ev.type === 'decision') out.route = ev.route;
    else if (ev.type === 'text') out.quotes.push({ text: ev.text, slugs: ev.sources.map((s) => slugOfHref(s.href)) });
    else if (ev.type === 'done') out.outcome = ev.outcome;
  }
  return out;
}

async function main(): Promise<number> {
  delete process.env.ASSISTANT_MODEL;
  const seedOnly = await openDatabase({ dataDir: 'memory://' });
  const withDocs = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDatabase(seedOnly.db as Db, undefined, { embedder: null });
    const suggested: (QuotedAnswer & { locale: Locale; question: string })[] = [];
    for (const locale of LOCALES) {
      for (const question of suggestedQuestions(locale)) suggested.push({ locale, question, ...await quotedAnswer(seedOnly.db as Db, question, locale) });
    }

    await seedDatabase(withDocs.db as Db, undefined, { embedder: null });
    await importFolder(withDocs.db as Db, values.docs ?? path.resolve('..', 'shared', 'external', 'scrapling-docs'));
    const golden: { id: string; q: string; answers: string[]; quotes: QuotedAnswer['quotes']; locale: Locale; route: string | null; quotesExpected: boolean; firstExpected: boolean }[] = [];
    for (const c of await loadGoldenSet('answerable')) {
      const a = await quotedAnswer(withDocs.db as Db, c.q, c.locale);
      const fromExpected = a.quotes.map((q) => q.slugs.some((s) => c.answers.includes(s)));
      golden.push({ id: c.id, q: c.q, answers: c.answers, quotes: a.quotes, locale: c.locale, route: a.route, quotesExpected: fromExpected.some(Boolean), firstExpected: fromExpected[0] ?? false });
    }

    if (values.json) {
      console.log(JSON.stringify({ suggested, golden }));
      return 0;
    }
    console.log('The chat\'s suggested questions (seed content, keyword-only retrieval, extractive answerer):\n');
    for (const s of suggested) {
      console.log(`[${s.locale}] ${s.question}  (${s.route} → ${s.outcome})`);
      for (const q of s.quotes) console.log(`    “${q.text}”  — ${q.slugs.join(', ')}`);
    }
    const passages = golden.filter((g) => g.route === 'passages');
    const n = (f: (g: (typeof golden)[number]) => boolean) => golden.filter(f).length;
    console.log(`\nGolden answerable questions: ${golden.length}; answered from passages: ${passages.length}`);
    console.log(`  answers quoting a sentence from an expected entry: ${n((g) => g.quotesExpected)}/${passages.length}`);
    console.log(`  answers whose first quote is from an expected entry: ${n((g) => g.firstExpected)}/${passages.length}`);
    if (values.misses) {
      for (const g of passages.filter((x) => !x.firstExpected)) {
        console.log(`  miss ${g.id} ${g.q}  (expected ${g.answers.join(', ')})`);
        for (const q of g.quotes) console.log(`      “${q.text}”  — ${q.slugs.join(', ')}`);
      }
    }
    for (const locale of LOCALES) {
      const mine = passages.filter((g) => g.locale === locale);
      if (mine.length) console.log(`    ${locale}: ${mine.filter((g) => g.quotesExpected).length}/${mine.length} (first ${mine.filter((g) => g.firstExpected).length})`);
    }
    return 0;
  } finally {
    await seedOnly.close();
    await withDocs.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code), (err) => { console.error(err); process.exit(1); });
}
