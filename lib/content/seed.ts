/**
 * The seed: the author's own entries from the `content/` folder (Markdown with front matter, one
 * file per entry and language), loaded by the same importer as outside folders
 * (./import.ts, `collection: null`). Idempotent: entries are keyed by slug and translations by
 * content hash, so re-running updates changed text and duplicates nothing; an entry edited in
 * the admin is never overwritten.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { entries as entriesTable } from '@/lib/db/schema';
import type { Embedder } from '@/lib/providers';
import { ensureConfiguredLexicons } from '@/lib/retrieval/lexicon';
import { importFolder, type ImportReport } from './import';

/** Totals of a seed run. */
export interface SeedReport {
  /** Entries in the content folder. */
  entries: number;
  created: number;
  /** Entries whose text changed and were re-indexed. */
  updated: number;
  /** Slugs of entries edited in the admin, left as the author made them. */
  kept: string[];
  /** Passages written. */
  chunks: number;
  /** Seeded entries that are no longer in the folder (left in place; delete them in the admin). */
  stale: string[];
  skipped: ImportReport['skipped'];
  /** Files whose directional formatting the importer removed (issue 34). */
  directional: ImportReport['directional'];
}

/**
 * The `content/` folder of this checkout. Works from source (tsx, vitest) and from Next's server
 * bundle, whose working directory is the project root.
 */
export function contentFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  return here.includes(`${path.sep}.next${path.sep}`) ? path.resolve(process.cwd(), 'content') : path.resolve(here, '../../content');
}

/**
 * Writes every entry of the content folder.
 * @param onProgress called after each entry with (done, total)
 * @param opts.folder another content folder (tests)
 * @throws ContentValidationError (./import) when a file is invalid: nothing is written
 */
export async function seedDatabase(db: Db, onProgress?: (done: number, total: number) => void, opts: { embedder?: Embedder | null; folder?: string } = {}): Promise<SeedReport> {
  const r = await importFolder(db, opts.folder ?? contentFolder(), {
    collection: null, origin: 'seed', embedder: opts.embedder, onProgress: onProgress && ((done, total) => onProgress(done, total)),
  });
  return { entries: r.documents, created: r.created, updated: r.updated, kept: r.kept, chunks: r.chunks, stale: r.stale, skipped: r.skipped, directional: r.directional };
}

/**
 * Seeds a database that has no entries at all (first use of the site or the CLI), then loads the
 * cross-language lexicons it lacks (lib/retrieval/lexicon.ts; one query when they are loaded). Pass
 * it to lib/db `setFirstUseSeed` from the process's entry point (instrumentation.ts, the CLI).
 */
export async function seedIfEmpty(db: Db): Promise<void> {
  const [row] = await db.select({ n: count() }).from(entriesTable);
  if ((row?.n ?? 0) === 0) await seedDatabase(db);
  await ensureConfiguredLexicons(db);
}
