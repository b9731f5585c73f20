/**
 * Progress of a re-index started from the admin editor, kept in the `index_progress` table so the
 * form can show "n of m passages embedded" while the save runs. A row in the database rather than
 * process memory: the poll may reach another instance than the save (several serverless
 * instances share one PostgreSQL). Rows are small and pruned after a day. Server-only.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { indexProgress } from '@/lib/db/schema';

export { jobIdField } from './schema';

/** Passages embedded so far of those a save has to embed. */
export interface IndexProgress {
  done: number;
  total: number;
  updatedAt: Date;
}

/**
 * Records a job's progress (insert or update). The first record of a job also deletes rows older
 * than a day, so the table never grows with finished jobs.
 */
export async function recordIndexProgress(db: Db, jobId: string, p: { done: number; total: number }): Promise<void> {
  if (p.done === 0) await db.delete(indexProgress).where(sql`${indexProgress.updatedAt} < now() - interval '1 day'`);
  await db.insert(indexProgress).values({ jobId, done: p.done, total: p.total })
    .onConflictDoUpdate({ target: indexProgress.jobId, set: { done: p.done, total: p.total, updatedAt: sql`now()` } });
}

/** A job's progress, or null when the job has recorded none (not started, or nothing to embed). */
export async function readIndexProgress(db: Db, jobId: string): Promise<IndexProgress | null> {
  const [row] = await db.select({ done: indexProgress.done, total: indexProgress.total, updatedAt: indexProgress.updatedAt })
    .from(indexProgress).where(eq(indexProgress.jobId, jobId));
  return row ?? null;
}
