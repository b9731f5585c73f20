/**
 * `assistant calibrate`: retrieval only, no model call (design, Layer 2 "Calibration"). Must answer:
 * the golden set's answerable questions whose entries are in this corpus and the chat's suggested
 * questions; must refuse: the off-topic set. Both go through the configured embedder (or the
 * stand-in with --standin); the command prints both distributions of best bounded score, proposes
 * a threshold, writes an SVG histogram and a JSON record, and stores the run. `--apply` makes a
 * passing run the threshold in force for that embedder; a run that does not pass changes nothing.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { reachesThreshold as reachesThresholdFor, retrieveForQuestion } from '@/lib/assistant/pipeline';
import { embedMissingChunks } from '@/lib/content';
import { getPublishedTitles, type Db } from '@/lib/db';
import { authorTerms, getProfile, suggestedQuestions } from '@/lib/profile';
import type { Embedder } from '@/lib/providers';
import { readTurn } from '@/lib/question';
import { corpusHash, KEYWORD_ONLY, proposeThreshold, recordCalibration } from '@/lib/retrieval';
import { LOCALES, type Locale } from '@/lib/text';
import { loadGoldenSet } from './golden-data';

const round3 = (x: number) => Math.round(x * 1000) / 1000;

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p: number) => round3(s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0);
  return { n: s.length, min: q(0), p05: q(0.05), median: q(0.5), p95: q(0.95), max: round3(s.at(-1) ?? 0) };
}

/**
 * Runs a calibration.
 * @returns 1 when --apply was asked and the run did not pass, else 0
 */
export async function calibrate(db: Db, opts: { embedder: Embedder | null; apply: boolean; outDir: string }): Promise<number> {
  const { embedder } = opts;
  if (embedder) await embedMissingChunks(db, embedder);
  const embedderId = embedder?.id ?? KEYWORD_ONLY;
  const known = new Set((await getPublishedTitles(db)).map((t) => t.slug));
  // The profile in force: the name that never counts for the threshold is this site's author's.
  const profile = await getProfile(db);
  const who = authorTerms(profile);
  const reachesThreshold = (q: string, locale: Locale) => reachesThresholdFor(readTurn(q, locale, [], who));
  const score = async (question: string, locale: Locale) => (await retrieveForQuestion(db, { question, locale }, { embedder, profile })).bestScore ?? 0;

  const mustAnswer: { id: string; score: number }[] = [];
  for (const c of await loadGoldenSet('answerable')) {
    if (!c.answers.some((a) => known.has(a)) || !reachesThreshold(c.q, c.locale)) continue;
    mustAnswer.push({ id: c.id, score: await score(c.q, c.locale) });
  }
  for (const locale of LOCALES) {
    for (const [i, q] of suggestedQuestions(profile, locale).entries()) {
      if (reachesThreshold(q, locale)) mustAnswer.push({ id: `suggested-${locale}-${i + 1}`, score: await score(q, locale) });
    }
  }
  const mustRefuse: { id: string; score: number }[] = [];
  for (const c of await loadGoldenSet('off-topic')) if (reachesThreshold(c.q, c.locale)) mustRefuse.push({ id: c.id, score: await score(c.q, c.locale) });

  const proposal = proposeThreshold(mustAnswer.map((x) => x.score), mustRefuse.map((x) => x.score));
  const hash = await corpusHash(db);
  const record = {
    embedder: embedderId, corpusHash: hash, threshold: proposal.threshold, passes: proposal.passes, separable: proposal.separable,
    reverseError: round3(proposal.reverseError), mustAnswer: stats(mustAnswer.map((x) => x.score)), mustRefuse: stats(mustRefuse.map((x) => x.score)),
    refusedAnswerable: mustAnswer.filter((x) => x.score < proposal.threshold).map((x) => x.id),
    at: new Date().toISOString(),
  };
  await mkdir(opts.outDir, { recursive: true });
  const base = path.join(opts.outDir, `calibration-${embedderId.replace(/[^a-z0-9-]+/gi, '_')}`);
  await writeFile(`${base}.json`, `${JSON.stringify(record, null, 2)}\n`);
  await writeFile(`${base}.svg`, await histogramSvg(mustAnswer, mustRefuse, proposal.threshold, embedderId));
  const apply = opts.apply && proposal.passes;
  const id = await recordCalibration(db, { embedder: embedderId, corpusHash: hash, proposal, record, apply });

  console.log(`embedder ${embedderId}, corpus ${hash.slice(0, 12)}…`);
  console.table({ 'must answer': record.mustAnswer, 'must refuse': record.mustRefuse });
  console.log(`proposed threshold ${proposal.threshold} (${proposal.separable ? 'the distributions separate' : 'they overlap: just above the highest must-refuse score'}); reverse error ${(100 * proposal.reverseError).toFixed(1)} %`);
  console.log(`run #${id} ${proposal.passes ? 'passes' : 'does not pass'}${opts.apply ? (apply ? ' and is applied' : ': nothing applied') : ' (--apply makes a passing run the threshold in force)'}`);
  console.log(`wrote ${base}.json and ${base}.svg`);
  return opts.apply && !apply ? 1 : 0;
}

/** Histogram of best bounded scores, must-answer vs must-refuse, with the proposed threshold (Vega-Lite → SVG). */
async function histogramSvg(answer: { score: number }[], refuse: { score: number }[], threshold: number, embedderId: string): Promise<string> {
  const vega = await import('vega');
  const vl = await import('vega-lite');
  const values = [...answer.map((x) => ({ score: x.score, set: 'must answer' })), ...refuse.map((x) => ({ score: x.score, set: 'must refuse' }))];
  const spec = vl.compile({
    title: `Best bounded score by question set (${embedderId})`, width: 560, height: 240,
    layer: [
      {
        data: { values }, mark: { type: 'bar', opacity: 0.7 },
        encoding: {
          x: { field: 'score', bin: { step: 0.05, extent: [0, 1] }, title: 'best bounded score' },
          y: { aggregate: 'count', stack: null, title: 'questions' },
          color: { field: 'set', scale: { range: ['#2563eb', '#dc2626'] } },
        },
      },
      { data: { values: [{ t: threshold }] }, mark: { type: 'rule', strokeDash: [4, 3] }, encoding: { x: { field: 't', type: 'quantitative' } } },
    ],
  }).spec;
  return new vega.View(vega.parse(spec), { renderer: 'none' }).toSVG();
}
