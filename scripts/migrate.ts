/**
 * The deploy step that applies the database migrations (`npm run db:migrate`), once per deploy,
 * before any instance starts: production instances run with MIGRATE_AT_START=off and only check
 * that the schema is current (lib/db). Takes the same advisory lock as a migrating start, so a
 * second run at the same time waits and then finds nothing to do. Reads DATABASE_URL (or DATA_DIR
 * for the embedded database) from the environment and the .env files, as the site does.
 * Exit codes: 0 migrated (or already current), 1 failure.
 */
import nextEnv from '@next/env';
import { openDatabase } from '@/lib/db';

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

try {
  const handle = await openDatabase({ migrate: true });
  await handle.close();
  console.log(`db:migrate: ${handle.driver === 'postgres' ? 'PostgreSQL server' : 'embedded database'} is current (migrations checked and applied in ${Math.round(handle.timings.migrateMs)} ms)`);
} catch (err) {
  console.error(`db:migrate: ${(err as Error).message}`);
  process.exit(1);
}
