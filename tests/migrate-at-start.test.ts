/**
 * Migrations as a deploy step (issue 24, docs/deployment.md): a process with MIGRATE_AT_START=off
 * (opts.migrate false) never migrates or seeds; it opens a current database and refuses one that
 * is behind its build with DatabaseNotMigratedError, naming the deploy step. On PGlite in a
 * folder here; on the PostgreSQL server the production profile (scripts/test-production.sh)
 * runs its instances this way.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { DatabaseNotMigratedError, openDatabase } from '@/lib/db';

const folders: string[] = [];
async function folder(): Promise<string> {
  const f = await mkdtemp(path.join(tmpdir(), 'migrate-at-start-'));
  folders.push(f);
  return f;
}
afterAll(async () => { for (const f of folders) await rm(f, { recursive: true, force: true }); });

describe('MIGRATE_AT_START=off', () => {
  it('refuses a database behind its build, opens a current one, and never migrates or seeds', async () => {
    const dir = await folder();
    let seeded = false;
    const seed = async () => { seeded = true; };
    // Never migrated: refused, nothing created, nothing seeded.
    const fresh = await openDatabase({ dataDir: dir, url: '', migrate: false, bootstrap: seed }).catch((e: unknown) => e);
    expect(fresh).toBeInstanceOf(DatabaseNotMigratedError);
    expect((fresh as DatabaseNotMigratedError).pending).toBeGreaterThan(15);
    expect((fresh as Error).message).toContain('npm run db:migrate');
    expect(seeded).toBe(false);

    // The deploy step migrates (the first migrating open applies every migration: nothing was half-made).
    const migrated = await openDatabase({ dataDir: dir, url: '', migrate: true });
    const tables = await migrated.db.execute(sql`select count(*)::int as n from information_schema.tables where table_name = 'entries'`);
    expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    await migrated.close();

    // Current: opened, and the first-use seed is left to the deploy's content step.
    const current = await openDatabase({ dataDir: dir, url: '', migrate: false, bootstrap: seed });
    expect(current.driver).toBe('pglite');
    expect(seeded).toBe(false);
    // The newest migration's record removed: the build now has one the database has not applied.
    await current.db.execute(sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
    await current.close();
    const behind = await openDatabase({ dataDir: dir, url: '', migrate: false }).catch((e: unknown) => e);
    expect(behind).toBeInstanceOf(DatabaseNotMigratedError);
    expect((behind as DatabaseNotMigratedError).pending).toBe(1);
  });
});
