/** Shared test helpers: paths to the outside test material, fresh databases and environment switches. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DbHandle } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { resetProvidersForTests } from '@/lib/providers';

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
    await handle.db.execute(sql`truncate entries, entry_translations, chunks, passage_flags, embeddings, calibrations, auth_users, auth_sessions, auth_accounts, auth_verifications, assistant_events, answer_feedback, cost_ledger, index_progress, author_profile, term_stats, index_stats, chunk_terms, lexicon, lexicons, rate_limit_fail_opens restart identity cascade`);
  }
  return handle;
}

/**
 * Document frequencies of the seed content (`content/`, published entries), computed from the
 * files as the index computes its terms (lib/text `indexTerms`), per entry: the pure overview
 * tests read the same corpus statistics the pipeline reads from the database.
 */
export async function contentFrequencies(dir = path.resolve(process.cwd(), 'content')): Promise<{ entries: number; df: Map<string, number> }> {
  const { readdir, readFile } = await import('node:fs/promises');
  const { indexTerms } = await import('@/lib/text');
  const terms = new Map<string, Set<string>>();
  const drafts = new Set<string>();
  for (const kind of await readdir(dir, { withFileTypes: true })) {
    if (!kind.isDirectory()) continue;
    for (const f of await readdir(path.join(dir, kind.name))) {
      const m = /^(.+)\.[a-z]{2}\.md$/u.exec(f);
      if (!m) continue;
      const text = await readFile(path.join(dir, kind.name, f), 'utf8');
      const key = `${kind.name}/${m[1]}`;
      if (/^published:\s*false\s*$/mu.test(text)) drafts.add(key);
      const set = terms.get(key) ?? new Set<string>();
      for (const t of indexTerms(text.replace(/^---[\s\S]*?\n---\n/u, (fm) => fm.split('\n').filter((l) => /^(title|summary):/u.test(l)).join('\n')))) set.add(t);
      terms.set(key, set);
    }
  }
  const df = new Map<string, number>();
  let entries = 0;
  for (const [key, set] of terms) {
    if (drafts.has(key)) continue;
    entries++;
    for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  }
  return { entries, df };
}

/**
 * A switch for a suite's environment variables: each call unsets every one of `keys`, sets the
 * given ones, and drops the cached env and providers so the next read sees them.
 */
export function envConfigurer<K extends string>(keys: readonly K[]): (vars: Partial<Record<K, string>>) => void {
  return (vars) => {
    for (const k of keys) delete process.env[k];
    Object.assign(process.env, vars);
    resetEnvForTests();
    resetProvidersForTests();
  };
}
