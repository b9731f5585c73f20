/**
 * Threshold calibration (design, Layer 2 "Calibration"): the threshold belongs to one embedder and
 * one corpus. A retrieval-only run measures the best bounded score of must-answer and must-refuse
 * questions, proposes a value, and records embedder + corpus + value; the production value changes
 * only when a run passes and is applied.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { calibrations, chunks } from '@/lib/db/schema';
import { env } from '@/lib/env';

/** Embedder id recorded for keyword-only retrieval. */
export const KEYWORD_ONLY = 'keyword-only';
/** Reverse-error goal of a passing run (issue 4: ≤ 5 %). */
export const REVERSE_ERROR_GOAL = 0.05;

/** SHA-256 over the indexed chunks (ids and texts): which corpus a calibration measured. */
export async function corpusHash(db: Db): Promise<string> {
  const rows = await db.select({ id: chunks.id, content: chunks.content }).from(chunks).orderBy(asc(chunks.id));
  const h = createHash('sha256');
  for (const r of rows) h.update(`${r.id}\u0000${r.content}\u0001`);
  return h.digest('hex');
}

export interface Proposal {
  threshold: number;
  /** No must-refuse score reaches it and the reverse error is within the goal. */
  passes: boolean;
  /** Share of must-answer scores below the threshold. */
  reverseError: number;
  separable: boolean;
}

/**
 * Proposes a threshold: the midpoint of the gap when the two distributions separate, else just
 * above the highest must-refuse score (refusals must be perfect) with the reverse error that costs.
 * @param mustAnswer best bounded scores in [0, 1]
 * @param mustRefuse best bounded scores in [0, 1]
 */
export function proposeThreshold(mustAnswer: number[], mustRefuse: number[]): Proposal {
  const maxRefuse = mustRefuse.length ? Math.max(...mustRefuse) : 0;
  const minAnswer = mustAnswer.length ? Math.min(...mustAnswer) : 1;
  const separable = maxRefuse < minAnswer;
  const raw = separable ? (maxRefuse + minAnswer) / 2 : maxRefuse + 0.001;
  const threshold = Math.min(1, Math.ceil(raw * 1000) / 1000);
  const reverseError = mustAnswer.length ? mustAnswer.filter((s) => s < threshold).length / mustAnswer.length : 0;
  const refusalsPerfect = mustRefuse.every((s) => s < threshold);
  return { threshold, passes: refusalsPerfect && reverseError <= REVERSE_ERROR_GOAL, reverseError, separable };
}

/**
 * Stores a calibration run. Only a passing run can be applied.
 * @throws Error when asked to apply a run that did not pass
 */
export async function recordCalibration(db: Db, run: { embedder: string; corpusHash: string; proposal: Proposal; record: Record<string, unknown>; apply: boolean }): Promise<number> {
  if (run.apply && !run.proposal.passes) throw new Error('a calibration that did not pass cannot be applied');
  const [row] = await db.insert(calibrations).values({
    embedder: run.embedder, corpusHash: run.corpusHash, threshold: run.proposal.threshold, passes: run.proposal.passes,
    applied: run.apply, record: run.record,
  }).returning({ id: calibrations.id });
  thresholdCache.delete(run.embedder);
  return row!.id;
}

// A per-process cache of a value whose source of truth is the database; instances converge in 60 s.
const THRESHOLD_TTL_MS = 60_000;
const thresholdCache = new Map<string, { value: number; source: 'calibration' | 'env'; at: number }>();

/**
 * The threshold in force for an embedder: the newest applied calibration for it, else
 * ASSISTANT_THRESHOLD (a default, not a calibration).
 */
export async function thresholdFor(db: Db, embedderId: string | null): Promise<{ value: number; source: 'calibration' | 'env' }> {
  const key = embedderId ?? KEYWORD_ONLY;
  const hit = thresholdCache.get(key);
  if (hit && Date.now() - hit.at < THRESHOLD_TTL_MS) return hit;
  const [row] = await db.select({ threshold: calibrations.threshold }).from(calibrations)
    .where(and(eq(calibrations.embedder, key), eq(calibrations.applied, true)))
    .orderBy(desc(calibrations.createdAt), desc(calibrations.id)).limit(1);
  // `real` is float32: round back to the three decimals a calibration proposes.
  const value = row ? { value: Math.round(row.threshold * 1000) / 1000, source: 'calibration' as const } : { value: env().ASSISTANT_THRESHOLD, source: 'env' as const };
  thresholdCache.set(key, { ...value, at: Date.now() });
  return value;
}

/**
 * The histogram SVG `calibrate` wrote for an embedder (DATA_DIR/calibration/calibration-<embedder>.svg),
 * as a data: URL for an <img> (an image cannot run script, whatever the file holds), or null when
 * the file is not there (e.g. the run was made on another machine).
 */
export async function calibrationHistogramUrl(embedder: string): Promise<string | null> {
  const { readFile } = await import('node:fs/promises');
  const path = await import('node:path');
  const file = path.join(env().DATA_DIR, 'calibration', `calibration-${embedder.replace(/[^a-z0-9-]+/gi, '_')}.svg`);
  try {
    return `data:image/svg+xml;base64,${(await readFile(/* turbopackIgnore: true */ file)).toString('base64')}`;
  } catch {
    return null;
  }
}
