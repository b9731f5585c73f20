/**
 * Answer confidence against right-passage-first (issue 12), shared by the golden run and the
 * study: every question goes through the production pipeline (`answerQuestion`, extractive
 * answerer — no model call), and the `done` event's confidence is compared with whether the
 * answer's top passage (the first of the `decision` event's passages) is an expected entry.
 * Questions the pipeline refuses before the answerer carry no confidence and are not counted.
 *
 * `--fit` (golden set only) prints a grid search of the weights of lib/assistant/confidence.ts
 * over the logged signals, maximizing the AUC — the study is never fitted on.
 */
import { answerQuestion } from '@/lib/assistant/pipeline';
import { aucOf, BAND_CUTOFFS, CONFIDENCE_WEIGHTS, reliabilityTable, STOP_FACTOR, TRUNCATION_FACTOR, type RetrievalSignals } from '@/lib/assistant/confidence';
import type { ConfidenceBand } from '@/lib/assistant/events';
import type { Db } from '@/lib/db';
import type { Profile } from '@/lib/profile';
import type { Embedder } from '@/lib/providers';
import type { Locale } from '@/lib/text';

/** One answered question: its confidence, and whether its top passage was an expected one. */
export interface ConfidenceRow {
  id: string;
  locale: Locale;
  value: number;
  band: ConfidenceBand;
  right: boolean;
  top: string;
  /** The signals the pipeline logged (for `--fit`). */
  retrieval: RetrievalSignals;
  rerank: number | null;
  decision: number | null;
  gate: { released: number; cited: number; values: number; verified: number };
  stopped: boolean;
  truncated: boolean;
  /** Entry slugs each released sentence cited. */
  cited: string[][];
}

/** Slug of a passage or entry by its summary href ("/articles/x", "/cv#x", "/docs/<collection>/<page>" → "<collection>-<page>"), as in the golden run. */
export const entrySlug = (href: string) => href.replace(/^\/docs\/([^/]+)\//, '$1-').replace(/^\/(articles\/|cv#|case-studies#|services#)/, '');

/**
 * Runs each question through the pipeline and keeps those that got a confidence.
 * @param questions `answers`: the slugs of the entries that answer it ([] for a question no entry answers)
 */
export async function confidenceRows(db: Db, embedder: Embedder | null, profile: Profile, questions: { id: string; q: string; locale: Locale; answers: string[] }[]): Promise<ConfidenceRow[]> {
  const rows: ConfidenceRow[] = [];
  for (const c of questions) {
    let logged: Record<string, unknown> | null = null;
    let top = '';
    let confidence: { value: number; band: ConfidenceBand } | undefined;
    const cited: string[][] = [];
    for await (const ev of answerQuestion({ question: c.q, locale: c.locale, history: [] }, {
      db, embedder, profile, log: (line) => { if (line.event === 'confidence') logged = line; },
    })) {
      if (ev.type === 'decision') top = ev.passages[0] ? entrySlug(ev.passages[0].href) : '';
      if (ev.type === 'done') confidence = ev.confidence;
      if (ev.type === 'text') cited.push(ev.sources.map((x) => entrySlug(x.href)));
    }
    if (!confidence || !logged) continue;
    const l = logged as Record<string, unknown>;
    rows.push({
      id: c.id, locale: c.locale, value: confidence.value, band: confidence.band, right: c.answers.includes(top), top,
      retrieval: l.retrieval as RetrievalSignals, rerank: l.rerank as number | null, decision: l.decisionProbability as number | null,
      gate: l.gate as ConfidenceRow['gate'], stopped: l.stopped as boolean, truncated: l.truncated as boolean, cited,
    });
  }
  return rows;
}

/** Prints the reliability table and the AUC of confidence against right-passage-first. */
export function printReliability(title: string, rows: readonly ConfidenceRow[]): void {
  const table = reliabilityTable(rows);
  console.log(`${title}: ${rows.length} answers with a confidence; cut-offs high ≥ ${BAND_CUTOFFS.high}, low < ${BAND_CUTOFFS.low}`);
  console.table(Object.fromEntries(table.map((r) => [r.band, {
    n: r.n, 'right passage first': r.rightFirst === null ? '-' : `${rows.filter((x) => x.band === r.band && x.right).length}/${r.n} = ${r.rightFirst.toFixed(3)}`,
    'mean confidence': r.meanConfidence === null ? '-' : r.meanConfidence.toFixed(3),
  }])));
  const auc = aucOf(rows.map((r) => ({ score: r.value, positive: r.right })));
  const right = rows.filter((r) => r.right).length;
  console.log(`AUC of confidence against right-passage-first (Mann–Whitney, ties 1/2): ${auc === null ? 'n/a (one class empty)' : auc.toFixed(3)} (${right} right first, ${rows.length - right} not); goal ≥ 0.8`);
}

type Weights = { -readonly [K in keyof typeof CONFIDENCE_WEIGHTS]: number };

/** The formula of lib/assistant/confidence.ts with other weights, over logged signals. */
export function valueWith(w: Weights, r: ConfidenceRow): number {
  const s = r.retrieval;
  const parts: [number | null | undefined, number][] = [
    [s.best, w.best], [s.margin, w.margin], [s.lexicalMargin, w.lexicalMargin], [s.topCoverage, w.topCoverage], [s.spread, w.spread],
    [s.agreement, w.agreement], [s.concentration, w.concentration], [s.language, w.language], [r.rerank, w.rerank], [r.decision, w.decision],
  ];
  let sum = 0;
  let weight = 0;
  for (const [v, k] of parts) if (v !== null && v !== undefined && k > 0) { sum += k * v; weight += k; }
  const support = weight > 0 ? sum / weight : 1;
  if (r.gate.released <= 0) return 0;
  const values = r.gate.values > 0 ? r.gate.verified / r.gate.values : 1;
  return support * (r.gate.cited / r.gate.released) * values * (r.stopped ? STOP_FACTOR : 1) * (r.truncated ? TRUNCATION_FACTOR : 1);
}

/**
 * Coordinate-ascent grid search (0.5..3 by 0.5 per weight, from all 1, three sweeps) of the retrieval weights
 * maximizing the AUC on the given rows; then band cut-offs: `high` the lowest value above which
 * the right-first rate is ≥ 0.9 (at least 10 answers), `low` the highest (not above `high`) below which it is ≤ 1/3 (at least 5 answers).
 */
export function fitWeights(rows: readonly ConfidenceRow[]): { weights: Weights; auc: number; high: number | null; low: number | null } {
  const keys = ['best', 'margin', 'lexicalMargin', 'topCoverage', 'spread', 'agreement', 'concentration', 'language'] as const;
  const w: Weights = { ...CONFIDENCE_WEIGHTS, ...Object.fromEntries(keys.map((k) => [k, 1])) };
  const auc = (x: Weights) => aucOf(rows.map((r) => ({ score: valueWith(x, r), positive: r.right }))) ?? 0;
  let best = auc(w);
  for (let sweep = 0; sweep < 3; sweep++) {
    for (const k of keys) {
      // A floor of 0.5: every signal keeps a say (chosen by 5-fold cross-validation on the golden
      // set: floor 0.5 → mean held-out AUC 0.854, no floor 0.849, equal weights 0.807).
      for (let v = 0.5; v <= 3; v += 0.5) {
        const t = { ...w, [k]: v };
        const a = auc(t);
        if (a > best + 1e-9) { best = a; w[k] = v; }
      }
    }
  }
  const vals = rows.map((r) => ({ v: valueWith(w, r), right: r.right })).sort((a, b) => a.v - b.v);
  let high: number | null = null;
  for (const { v } of vals) {
    const above = vals.filter((x) => x.v >= v);
    if (above.length >= 10 && above.filter((x) => x.right).length / above.length >= 0.9) { high = v; break; }
  }
  let low: number | null = null;
  for (const { v } of [...vals].reverse()) {
    if (high !== null && v > high) continue;
    const below = vals.filter((x) => x.v < v);
    if (below.length >= 5 && below.filter((x) => x.right).length / below.length <= 1 / 3) { low = v; break; }
  }
  return { weights: w, auc: best, high, low };
}

/** Prints the fit (golden set only). */
export function printFit(rows: readonly ConfidenceRow[]): void {
  const f = fitWeights(rows);
  console.log(`--fit: weights ${JSON.stringify(f.weights)} → AUC ${f.auc.toFixed(3)} on these ${rows.length} answers; cut-offs high ≥ ${f.high?.toFixed(3) ?? 'none'}, low < ${f.low?.toFixed(3) ?? 'none'}`);
  const single = (['best', 'margin', 'lexicalMargin', 'topCoverage', 'spread', 'agreement', 'concentration', 'language'] as const).map((k) => {
    const a = aucOf(rows.filter((r) => r.retrieval[k] !== null).map((r) => ({ score: r.retrieval[k]!, positive: r.right })));
    return `${k} ${a === null ? '-' : a.toFixed(3)}`;
  });
  console.log(`  AUC of each signal alone: ${single.join(', ')}`);
}
