/**
 * The gate's correct-answer set (issue 34, golden-set/gate-answers.jsonl): model answers written
 * the way a careful multilingual model writes them, each with the passage of the site's content it
 * cites, and wrong variants with one value or name changed. Every correct answer must be released
 * (and shown without directional controls), every wrong variant withheld. Printed at the end of
 * the golden run, per language; also the name check's false withholds — on the set's correct
 * answers, and on the site's own translations read against their English text.
 *
 *   npx tsx scripts/gate-answers.ts          (also run by scripts/golden-set.ts)
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { contentFolder, readContentFolder } from '@/lib/content';
import { checkSentence, prepareSources, SentenceGate, splitSentences, type GuardReason } from '@/lib/gate';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { LOCALES, type Locale } from '@/lib/text';

const localeSchema = z.enum(LOCALES);
/** One row of golden-set/gate-answers.jsonl. */
export const gateAnswerSchema = z.object({
  id: z.string().regex(/^ga-[a-z]{2}-\d{3}$/),
  locale: localeSchema,
  expect: z.enum(['release', 'withhold']),
  /** The kind the row was written for (numbers in local style, scale words, words, names, bidi …). */
  kind: z.string().min(1),
  /** The passage the answer cites as [S1]: a sentence of the site's content, verbatim. */
  source: z.object({ file: z.string().startsWith('content/'), locale: localeSchema, text: z.string().min(1) }),
  answer: z.string().min(1),
});
export type GateAnswer = z.infer<typeof gateAnswerSchema>;

export const GATE_ANSWERS_FILE = 'golden-set/gate-answers.jsonl';

/** Reads and validates the set. @throws {Error} naming the line of a bad row */
export async function loadGateAnswers(file = GATE_ANSWERS_FILE): Promise<GateAnswer[]> {
  const lines = (await readFile(file, 'utf8')).split('\n').filter((l) => l.trim());
  return lines.map((l, i) => {
    const r = gateAnswerSchema.safeParse(JSON.parse(l));
    if (!r.success) throw new Error(`${file}:${i + 1}: ${r.error.issues.map((x) => `${x.path.join('.')}: ${x.message}`).join('; ')}`);
    return r.data;
  });
}

const DIRECTIONAL = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

/** What the gate did with one row. */
export interface GateAnswerResult {
  row: GateAnswer;
  released: boolean;
  /** Reasons of the stop (empty when released). */
  reasons: GuardReason[];
  /** The released text, joined (empty when stopped). */
  text: string;
  /** The row's expectation met: a correct answer released without directional controls, a wrong one withheld. */
  ok: boolean;
}

/**
 * Runs every row through a streaming gate, as the chat does (the author's names known).
 * @param opts.names the name check on (default) or off
 */
export function judgeGateAnswers(rows: readonly GateAnswer[], knownNames: readonly string[], opts: { names?: boolean } = {}): GateAnswerResult[] {
  return rows.map((row) => {
    const gate = new SentenceGate({ sources: [{ text: row.source.text, locale: row.source.locale }], locale: row.locale, knownNames, names: opts.names });
    const out = [...gate.push(row.answer), ...gate.end()];
    const stop = out.find((o) => o.type === 'guard');
    const text = out.flatMap((o) => (o.type === 'text' ? [o.text] : [])).join(' ');
    const released = !stop && text.length > 0;
    const ok = row.expect === 'release' ? released && !DIRECTIONAL.test(text) : !released;
    return { row, released, reasons: stop?.type === 'guard' ? stop.reasons : [], text, ok };
  });
}

/**
 * The name check on the site's own translations: every sentence of every entry's translation read
 * against the entry's English text as its one cited source. A translation states the English
 * page's facts, so a withheld sentence is a false withhold of the check (or a fact the translation
 * adds). Counted per language, for the name check and for the value check.
 */
export async function translationWithholds(knownNames: readonly string[]): Promise<Map<Locale, { sentences: number; names: number; values: number; examples: string[] }>> {
  const entries = (await readContentFolder(contentFolder(), { collection: null })).documents.map((d) => d.entry);
  const out = new Map<Locale, { sentences: number; names: number; values: number; examples: string[] }>();
  const known = { names: true as const, known: (await import('@/lib/gate')).nameIndex(knownNames) };
  for (const e of entries) {
    const en = e.translations.en;
    if (!en) continue;
    const sources = prepareSources([{ text: `${en.title}\n\n${en.summary}\n\n${en.body ?? ''}`, locale: 'en' }]);
    for (const [locale, t] of Object.entries(e.translations) as [Locale, { title: string; summary: string; body?: string }][]) {
      if (locale === 'en') continue;
      const tally = out.get(locale) ?? { sentences: 0, names: 0, values: 0, examples: [] };
      for (const s of splitSentences(`${t.summary}\n\n${t.body ?? ''}`)) {
        if (!/[.!?。！？؟।]$/u.test(s)) continue; // headings and list lead-ins
        const cited = s.replace(/([.!?。！？؟।])$/u, ' [S1]$1');
        const { reasons, finding } = checkSentence(cited, sources, locale, known);
        tally.sentences++;
        if (reasons.includes('name-unsupported')) {
          tally.names++;
          const name = finding?.reason === 'name-unsupported' && finding.start !== null ? cited.slice(finding.start, finding.end ?? undefined) : '?';
          if (tally.examples.length < 5) tally.examples.push(`${e.slug}: "${name}"`);
        }
        if (reasons.includes('value-unsupported')) tally.values++;
      }
      out.set(locale, tally);
    }
  }
  return out;
}

/** Prints the set's figures per language (and the name check's false withholds). @returns whether every row met its expectation */
export async function printGateAnswers(verbose = false): Promise<boolean> {
  const rows = await loadGateAnswers();
  const profile = await loadProfileFile();
  const knownNames = authorTerms(profile).names;
  const results = judgeGateAnswers(rows, knownNames);
  const withoutNames = judgeGateAnswers(rows, knownNames, { names: false });
  console.log(`\nThe gate's correct-answer set (${GATE_ANSWERS_FILE}, ${rows.length} rows): correct answers released · wrong variants withheld · name check's false withholds on correct answers · wrong variants withheld without the name check`);
  for (const locale of LOCALES) {
    const mine = results.filter((r) => r.row.locale === locale);
    const correct = mine.filter((r) => r.row.expect === 'release');
    const wrong = mine.filter((r) => r.row.expect === 'withhold');
    const nameFalse = correct.filter((r) => r.reasons.includes('name-unsupported')).length;
    const wrongNoNames = withoutNames.filter((r) => r.row.locale === locale && r.row.expect === 'withhold' && !r.released).length;
    console.log(`  ${locale}: ${correct.filter((r) => r.ok).length}/${correct.length} · ${wrong.filter((r) => r.ok).length}/${wrong.length} · ${nameFalse} · ${wrongNoNames}/${wrong.length}`);
  }
  const failed = results.filter((r) => !r.ok);
  for (const r of failed) console.log(`  FAILED ${r.row.id} (${r.row.kind}, expected ${r.row.expect}): ${r.released ? 'released' : `withheld: ${r.reasons.join(', ')}`}${verbose ? ` — ${r.row.answer}` : ''}`);
  const translations = await translationWithholds(knownNames);
  console.log('The name check on the site\'s translations (each sentence against its entry\'s English text): sentences withheld for a name · for a value, of all sentences');
  for (const [locale, t] of translations) {
    console.log(`  ${locale}: ${t.names} · ${t.values} of ${t.sentences}${verbose && t.examples.length ? ` — e.g. ${t.examples.join(' | ')}` : ''}`);
  }
  return failed.length === 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await printGateAnswers(process.env.GOLDEN_VERBOSE === '1');
  process.exit(ok ? 0 : 1);
}
