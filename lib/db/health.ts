import { sql } from 'drizzle-orm';
import { database, DatabaseNotMigratedError } from './client';

/** What the health endpoint reports about the database. */
export type DatabaseHealth = { ok: true } | { ok: false; reason: 'not-migrated' | 'unreachable' | 'timeout' };

/**
 * Whether this process can use its database: it opens (or reuses) the process-wide handle and runs
 * `select 1`, bounded by `timeoutMs` so a proxy's health check never hangs on a dead server.
 * Never throws; the cause goes to the log, the caller gets a reason code only (no internals).
 * @param timeoutMs upper bound of the check, ms (default 2000)
 */
export async function databaseHealth(timeoutMs = 2000): Promise<DatabaseHealth> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<DatabaseHealth>((resolve) => { timer = setTimeout(() => resolve({ ok: false, reason: 'timeout' }), timeoutMs); });
  const check = (async (): Promise<DatabaseHealth> => {
    try {
      const db = await database();
      await db.execute(sql`select 1`);
      return { ok: true };
    } catch (err) {
      console.error(JSON.stringify({ at: 'health', error: (err as Error).message }));
      return { ok: false, reason: err instanceof DatabaseNotMigratedError ? 'not-migrated' : 'unreachable' };
    }
  })();
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
