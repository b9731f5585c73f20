/** Shared test helpers: paths to the outside test material and fresh databases. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DbHandle } from '@/lib/db';

/** `../shared/external` beside the checkout (CI lays shared/ there); SHARED_DIR overrides. */
export const EXTERNAL_DIR = path.resolve(process.env.SHARED_DIR ?? path.resolve(process.cwd(), '../shared'), 'external');

export function requireExternal(rel: string): string {
  const p = path.join(EXTERNAL_DIR, rel);
  if (!existsSync(p)) throw new Error(`outside test material missing: ${p} (set SHARED_DIR to the shared/ folder)`);
  return p;
}

/** Which database the DB suites run on: the PostgreSQL server when TEST_DATABASE_URL is set, else in-memory PGlite. */
export const DB_TARGET = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A migrated, empty database (not seeded). On the server, all tables are emptied first so each
 * suite starts clean; tests never share state across files.
 */
export async function freshDatabase(): Promise<DbHandle> {
  const url = process.env.TEST_DATABASE_URL;
  const handle = await openDatabase(url ? { url } : { dataDir: 'memory://' });
  if (url) {
    const { sql } = await import('drizzle-orm');
    await handle.db.execute(sql`truncate entries, entry_translations, chunks, passage_flags, embeddings, calibrations, auth_users, auth_sessions, auth_accounts, auth_verifications, assistant_events, cost_ledger, index_progress, author_profile, term_stats, index_stats restart identity cascade`);
  }
  return handle;
}
