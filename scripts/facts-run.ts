/**
 * "Answered with the expected fact" (issues 21 and 22): each question of `golden-set/facts.jsonl`
 * through the whole pipeline as a zero-key visitor meets it — keyword-only retrieval, the
 * extractive answerer, the sentence gate — and the released text (every `text` event, as the
 * reader sees it) checked for the fact the row expects. A measure printed by the golden run, not a
 * gate: it judges the released text, not whether a passage was found.
 *
 *   npx tsx scripts/facts-run.ts [--docs <folder>]... [--file <jsonl>] [--verbose] [--json]
 *
 * A row's `facts` is a list of groups, each a list of alternatives: every group must appear in the
 * released text (normalized as lib/text normalizes for matching, punctuation and spaces folded),
 * any one alternative per group. Rows with `expect: refuse` must end refused, and never on the
 * entries path.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion, type HistoryTurn } from '@/lib/assistant/pipeline';
import { importFolder, seedDatabase } from '@/lib/content';
import { openDatabase, type Db } from '@/lib/db';
import { loadProfileFile, type Profile } from '@/lib/profile';
import { ensureConfiguredLexicons } from '@/lib/retrieval';
import { LOCALES, normalizeForMatching, type Locale } from '@/lib/text';
import { loadGoldenSet, slugOfHref, type FactRow } from './golden-data';

/** What the reader got for one question. */
export interface FactAnswer {
  route: string | null;
  outcome: string | null;
  /** The released sentences, in order. */
  text: string;
  /** Entries (slugs) of the sources the decision gave the answerer — a model would get the same. */
  sources: string[];
}

/** Runs one question through the pipeline with no embedder and no model (the zero-key default). */
export async function releasedAnswer(db: Db, profile: Profile, question: string, locale: Locale, history: HistoryTurn[] = []): Promise<FactAnswer> {
  const out: FactAnswer = { route: null, outcome: null, text: '', sources: [] };
  for await (const ev of answerQuestion({ question, locale, history }, { db, embedder: null, profile }) as AsyncGenerator<AssistantEvent>) {
    // A refusal's decision lists what retrieval found, but no answerer (and no model) is given it.
    if (ev.type === 'decision') { out.route = ev.route; out.sources = ev.route === 'passages' || ev.route === 'entries' ? ev.passages.map((p) => slugOfHref(p.href)) : []; }
    else if (ev.type === 'text') out.text += `${ev.text} `;
    else if (ev.type === 'done') out.outcome = ev.outcome;
  }
  return out;
}

/** Text as facts are compared: normalized for matching, every run of punctuation or space one space. */
export function factForm(text: string): string {
  return ` ${normalizeForMatching(text).replace(/[\p{P}\p{Z}\s]+/gu, ' ').trim()} `;
}

/**
 * Whether a released text gives every group of a row's facts (one alternative per group, as whole
 * words). Chinese is written without spaces: a Chinese fact is a substring, and a word boundary
 * also falls between a Han character and a digit or a Latin letter (UAX #29, word boundaries: Han
 * ideographs are not ALetter or Numeric), so "0.84" is given by "从0.61提升到0.84" but not by "10.84".
 */
export function givesFacts(text: string, facts: readonly (readonly string[])[]): boolean {
  const t = factForm(text);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const whole = (f: string) => new RegExp(`(?:^|[\\s\\p{Script=Han}])${escape(f)}(?=$|[\\s\\p{Script=Han}])`, 'u').test(t);
  return facts.every((group) => group.some((alt) => { const f = factForm(alt).trim(); return /\p{Script=Han}/u.test(f) ? t.includes(f) : whole(f); }));
}

/**
 * One judged row. `reaches`: an answer row whose expected entry is among the sources the answerer
 * got (the model path's ceiling: a model is given the same sources); null for a refuse row.
 */
export interface FactResult { id: string; locale: Locale; kind: string; ok: boolean; reaches: boolean | null; answer: FactAnswer }

/**
 * Judges rows: an `answer` row passes when the released text gives its facts; a `refuse` row when
 * the answer ends refused and did not take the entries path.
 */
export async function judgeFacts(db: Db, profile: Profile, rows: readonly FactRow[]): Promise<FactResult[]> {
  const out: FactResult[] = [];
  for (const r of rows) {
    const answer = await releasedAnswer(db, profile, r.q, r.locale, r.history ?? []);
    const ok = r.expect === 'refuse'
      ? answer.outcome === 'refused' && answer.route !== 'entries'
      : answer.outcome === 'answered' && givesFacts(answer.text, r.facts ?? []);
    const reaches = r.expect === 'refuse' ? null : answer.sources.some((slug) => (r.answers ?? []).includes(slug));
    out.push({ id: r.id, locale: r.locale, kind: r.kind, ok, reaches, answer });
  }
  return out;
}

/** Prints "answered with the expected fact" per kind and language. */
export function printFacts(results: readonly FactResult[], verbose = false): void {
  const kinds = [...new Set(results.map((r) => r.kind))];
  const table: Record<string, Record<string, string>> = {};
  for (const kind of kinds) {
    const line: Record<string, string> = {};
    for (const l of LOCALES) {
      const rs = results.filter((r) => r.kind === kind && r.locale === l);
      if (rs.length) line[l] = `${rs.filter((r) => r.ok).length}/${rs.length}`;
    }
    const all = results.filter((r) => r.kind === kind);
    line.all = `${all.filter((r) => r.ok).length}/${all.length}`;
    table[kind] = line;
  }
  const line: Record<string, string> = {};
  for (const l of LOCALES) {
    const rs = results.filter((r) => r.locale === l);
    if (rs.length) line[l] = `${rs.filter((r) => r.ok).length}/${rs.length}`;
  }
  line.all = `${results.filter((r) => r.ok).length}/${results.length}`;
  table.all = line;
  console.log('Answered with the expected fact (refuse rows: refused, not the entries path) — zero keys: keyword-only retrieval, extractive answerer, gate:');
  console.table(table);
  const answerable = results.filter((r) => r.reaches !== null);
  const ceiling = (rs: readonly FactResult[]) => `${rs.filter((r) => r.reaches).length}/${rs.length}`;
  console.log(`model-path ceiling — the entry that states the fact is among the answerer's sources (a model gets the same): ${ceiling(answerable)} answerable; ${LOCALES.filter((l) => answerable.some((r) => r.locale === l)).map((l) => `${l} ${ceiling(answerable.filter((r) => r.locale === l))}`).join(' · ')}`);
  if (verbose) {
    for (const r of results.filter((x) => !x.ok)) console.log(`  miss ${r.id} [${r.answer.route} → ${r.answer.outcome}] ${r.answer.text.slice(0, 160).replace(/\s+/g, ' ')}`);
  }
}

/**
 * The corpus the fact rows are asked of: the seed and the documentation folders (default: the
 * Scrapling docs and FastAPI's tutorial from ../shared/external), keyword-only, with the lexicons.
 */
export async function openFactsCorpus(docs?: string[]): Promise<{ db: Db; close: () => Promise<void> }> {
  const { db, close } = await openDatabase({ dataDir: 'memory://' });
  try {
    await seedDatabase(db as Db, undefined, { embedder: null });
    const folders = docs?.length ? docs : ['scrapling-docs', 'fastapi-docs'].map((f) => path.resolve('..', 'shared', 'external', f));
    for (const f of folders) await importFolder(db as Db, f, { embedder: null, ...(path.basename(f) === 'fastapi-docs' ? { collection: 'fastapi' } : {}) });
    await ensureConfiguredLexicons(db as Db);
  } catch (err) {
    await close();
    throw err;
  }
  return { db: db as Db, close };
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { docs: { type: 'string', multiple: true }, file: { type: 'string' }, verbose: { type: 'boolean', default: false }, json: { type: 'boolean', default: false } } });
  delete process.env.ASSISTANT_MODEL;
  const rows = values.file ? await loadGoldenSet('facts', path.dirname(values.file), path.basename(values.file, '.jsonl')) : await loadGoldenSet('facts');
  const { db, close } = await openFactsCorpus(values.docs);
  try {
    const results = await judgeFacts(db, await loadProfileFile(), rows);
    if (values.json) console.log(JSON.stringify(results));
    printFacts(results, values.verbose);
    return 0;
  } finally {
    await close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().then((code) => process.exit(code), (err) => { console.error(err); process.exit(1); });
}
