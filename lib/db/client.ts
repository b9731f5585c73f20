/**
 * Database client factory: PGlite with pgvector in DATA_DIR when DATABASE_URL is absent (the
 * embedded default), postgres.js otherwise. The same drizzle-kit migrations run on both. First
 * use creates and migrates the database, then runs the first-use seed the process registered
 * ({@link setFirstUseSeed}: the site's instrumentation and the CLI pass lib/content's): this
 * module knows nothing of content. No side effects at import.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import { drainGroupedInserts, registerWriteCounter } from './coalesce';
import { lockDataFolder } from './folder-lock';
export { DatabaseInUseError } from './folder-lock';
import * as schema from './schema';

/** Drizzle database over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** How long opening took, ms: the client (PGlite: the data folder and WebAssembly start), the migrations check, the bootstrap (first-use seed or its check). */
  timings: { connectMs: number; migrateMs: number; bootstrapMs: number };
}

/**
 * Thrown when a process that does not migrate at start (`MIGRATE_AT_START=off`) finds migrations
 * the database has not applied: the deploy step `npm run db:migrate` has not run yet.
 */
export class DatabaseNotMigratedError extends Error {
  constructor(readonly pending: number) {
    super(`the database is ${pending} migration(s) behind this build: run \`npm run db:migrate\` first (MIGRATE_AT_START=off: this process does not migrate)`);
    this.name = 'DatabaseNotMigratedError';
  }
}

/**
 * How many of the build's migrations the database has not applied, by drizzle's own rule (a
 * migration is applied when the newest recorded one is not older than it).
 */
async function pendingMigrations(db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> }): Promise<number> {
  const { readMigrationFiles } = await import('drizzle-orm/migrator');
  const migrations = readMigrationFiles({ migrationsFolder: migrationsFolder() });
  const exists = await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!rowsOf<{ present: boolean }>(exists)[0]?.present) return migrations.length;
  const last = rowsOf<{ created_at: string | number | null }>(await db.execute(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`))[0]?.created_at;
  return last == null ? migrations.length : migrations.filter((m) => Number(last) < m.folderMillis).length;
}

/** Rows of a drizzle `execute` result on either driver (postgres.js: an array; PGlite: `{ rows }`). */
function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Runs after migrations, under the same lock (seeding an empty database). */
type Bootstrap = (db: Db) => Promise<void>;

// Arbitrary fixed key for pg_advisory_lock: several serverless instances may start at once.
const MIGRATION_LOCK_KEY = 727_001;

function migrationsFolder(): string {
  // Works from source (tsx, vitest) and from Next's server bundle (cwd = project root).
  const here = path.dirname(fileURLToPath(import.meta.url));
  const fromSource = path.resolve(here, '../../drizzle');
  return here.includes(`${path.sep}.next${path.sep}`) ? path.resolve(process.cwd(), 'drizzle') : fromSource;
}

/**
 * Opens a database, applies pending migrations under an advisory lock, then runs `bootstrap`.
 * @param opts.url postgres URL; default `env().DATABASE_URL`; absent → PGlite in `dataDir`
 * @param opts.dataDir PGlite folder; default `env().DATA_DIR`; `memory://` for an in-memory database
 * @param opts.migrate apply migrations and run `bootstrap`; default `MIGRATE_AT_START` (`on`).
 *   When false the database is only checked to be current and `bootstrap` does not run.
 * @throws when the database cannot be opened or a migration fails (nothing is half-applied:
 *   drizzle runs each migration batch in a transaction); {@link DatabaseNotMigratedError} when
 *   `migrate` is false and migrations are pending
 */
export async function openDatabase(opts: { url?: string; dataDir?: string; bootstrap?: Bootstrap; migrate?: boolean } = {}): Promise<DbHandle> {
  const e = env();
  const url = opts.url ?? e.DATABASE_URL;
  const migrateNow = opts.migrate ?? e.MIGRATE_AT_START === 'on';
  let handle: DbHandle;
  const t0 = performance.now();
  const timings = { connectMs: 0, migrateMs: 0, bootstrapMs: 0 };
  if (url) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(url, { max: 5, onnotice: () => {} });
    const db = drizzle({ client, schema });
    if (!migrateNow) {
      try {
        const pending = await pendingMigrations(db);
        if (pending > 0) throw new DatabaseNotMigratedError(pending);
      } catch (err) {
        await client.end();
        throw err;
      }
      timings.connectMs = performance.now() - t0;
      return { db: db as unknown as Db, driver: 'postgres', close: async () => { await drainGroupedInserts(); await client.end(); }, timings };
    }
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    timings.connectMs = performance.now() - t0;
    try {
      await migrate(db, { migrationsFolder: migrationsFolder() });
      timings.migrateMs = performance.now() - t0 - timings.connectMs;
      if (opts.bootstrap) await opts.bootstrap(db as unknown as Db);
      timings.bootstrapMs = performance.now() - t0 - timings.connectMs - timings.migrateMs;
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
    handle = { db: db as unknown as Db, driver: 'postgres', close: async () => { await drainGroupedInserts(); await client.end(); }, timings };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { vector } = await import('@electric-sql/pglite-pgvector');
    // Double Metaphone for loanwords written in another script (lib/retrieval/loanwords.ts, migration 0017).
    const { fuzzystrmatch } = await import('@electric-sql/pglite/contrib/fuzzystrmatch');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const dir = opts.dataDir ?? e.DATA_DIR;
    let client: InstanceType<typeof PGlite>;
    let unlock = async () => {};
    if (dir.startsWith('memory://')) {
      client = new PGlite({ extensions: { vector, fuzzystrmatch } });
    } else {
      // The data folder is chosen at run time; it is not part of the build's traced files.
      const folder = path.resolve(/* turbopackIgnore: true */ dir);
      await mkdir(folder, { recursive: true });
      unlock = await lockDataFolder(folder);
      client = new PGlite(path.join(/* turbopackIgnore: true */ folder, 'pglite'), { extensions: { vector, fuzzystrmatch } });
    }
    try {
      const db = drizzle({ client, schema });
      registerWriteCounter(db, countWrites(client));
      await client.waitReady;
      timings.connectMs = performance.now() - t0;
      if (migrateNow) await migrate(db, { migrationsFolder: migrationsFolder() });
      else {
        const pending = await pendingMigrations(db);
        if (pending > 0) throw new DatabaseNotMigratedError(pending);
      }
      timings.migrateMs = performance.now() - t0 - timings.connectMs;
      if (opts.bootstrap && migrateNow) await opts.bootstrap(db as unknown as Db);
      timings.bootstrapMs = performance.now() - t0 - timings.connectMs - timings.migrateMs;
      handle = { db: db as unknown as Db, driver: 'pglite', close: async () => { try { await drainGroupedInserts(); await client.close(); } finally { await unlock(); } }, timings };
    } catch (err) {
      await client.close().catch(() => {});
      await unlock();
      throw err;
    }
  }
  return handle;
}

// A statement that only reads: SELECT, or WITH … SELECT without a data-modifying word anywhere in
// it (a false "write" only costs a re-read; no modifying statement starts with SELECT here).
const READ_ONLY = /^\s*(?:select\b|with\b(?![\s\S]*\b(?:insert|update|delete|merge|truncate)\b))/i;

/**
 * Counts the writes made through an embedded database's client: every statement that is not
 * {@link READ_ONLY} and every transaction, counted when it starts and again when it ends (so a
 * read that overlaps a write is never taken as current). PGlite is single-process (the folder
 * lock), so this count sees every write to the database there is.
 */
function countWrites(client: { query: (...a: never[]) => Promise<unknown>; exec: (...a: never[]) => Promise<unknown>; transaction: (...a: never[]) => Promise<unknown> }): () => number {
  let writes = 0;
  const wrap = <A extends unknown[], T>(f: (...a: A) => Promise<T>, isWrite: (...a: A) => boolean) => async (...a: A): Promise<T> => {
    const w = isWrite(...a);
    if (w) writes++;
    try {
      return await f(...a);
    } finally {
      if (w) writes++;
    }
  };
  const c = client as unknown as Record<'query' | 'exec' | 'transaction', (...a: unknown[]) => Promise<unknown>>;
  c.query = wrap(c.query.bind(client), (q) => !READ_ONLY.test(String(q)));
  c.exec = wrap(c.exec.bind(client), (q) => !READ_ONLY.test(String(q)));
  c.transaction = wrap(c.transaction.bind(client), () => true);
  return () => writes;
}

// On globalThis: Next bundles instrumentation and the app's routes as separate module instances
// in one process, and hot reload re-evaluates modules; both must share one database and one seed.
const globalForDb = globalThis as unknown as { __portfolioDb?: Promise<DbHandle>; __portfolioFirstUseSeed?: Bootstrap };

/**
 * Registers what {@link database} runs after migrating, on its first open in this process (under
 * the migration lock): the caller's seed, typically "load the content folder if the database has
 * no entries". Call it from the process's entry point before the first `database()`; null removes it.
 */
export function setFirstUseSeed(seed: Bootstrap | null): void {
  globalForDb.__portfolioFirstUseSeed = seed ?? undefined;
}

/**
 * The process-wide database, opened (created, migrated, then the registered first-use seed) on
 * first call. Cached on globalThis so Next's hot reload does not leak clients. A failed open is
 * not cached: the next call retries.
 */
export function database(): Promise<Db> {
  if (!globalForDb.__portfolioDb) {
    const opening = openDatabase({ bootstrap: globalForDb.__portfolioFirstUseSeed });
    globalForDb.__portfolioDb = opening;
    opening.catch(() => { if (globalForDb.__portfolioDb === opening) globalForDb.__portfolioDb = undefined; });
  }
  return globalForDb.__portfolioDb.then((h) => h.db);
}

/** How long the process-wide database took to open ({@link DbHandle.timings}); null before it opened. */
export async function databaseTimings(): Promise<DbHandle['timings'] | null> {
  const h = globalForDb.__portfolioDb;
  return h ? (await h).timings : null;
}

/** Closes the process-wide database (CLI exit, tests). */
export async function closeDatabase(): Promise<void> {
  const h = globalForDb.__portfolioDb;
  globalForDb.__portfolioDb = undefined;
  if (h) await (await h).close();
}
