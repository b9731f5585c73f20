/**
 * Loads the fictional author's seed content. Idempotent: entries are keyed by slug and
 * translations by content hash, so re-running updates changed text and duplicates nothing.
 */
import { count } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { entries as entriesTable } from '@/lib/db/schema';
import { entries } from './seed-data';
import type { Embedder } from '@/lib/providers';
import { saveEntry } from './store';

/** Totals of a seed run. */
export interface SeedReport {
  entries: number;
  created: number;
  reindexedTranslations: number;
  chunks: number;
}

/**
 * Writes every seed entry.
 * @param onProgress called after each entry with (done, total)
 */
export async function seedDatabase(db: Db, onProgress?: (done: number, total: number) => void, opts: { embedder?: Embedder | null } = {}): Promise<SeedReport> {
  const report: SeedReport = { entries: entries.length, created: 0, reindexedTranslations: 0, chunks: 0 };
  for (const [i, e] of entries.entries()) {
    const r = await saveEntry(db, { ...e, origin: 'seed' }, opts);
    report.created += r.created ? 1 : 0;
    report.reindexedTranslations += r.reindexed;
    report.chunks += r.chunks;
    onProgress?.(i + 1, entries.length);
  }
  return report;
}

/** Seeds a database that has no entries at all (first use of the site or the CLI). */
export async function seedIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(entriesTable);
  if ((row?.n ?? 0) === 0) await seedDatabase(db);
}
