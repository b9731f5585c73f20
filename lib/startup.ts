/**
 * Server start-up in the Node.js runtime (called from instrumentation.ts). The environment is
 * validated here so a bad setting stops the server at start with its message, instead of a
 * server that reports "Ready" and then fails every request. It also registers the first-use seed
 * (the author's content folder into an empty database): lib/db runs it and knows nothing of content.
 * Kept out of instrumentation.ts, which Next also compiles for the Edge runtime (no process.exit
 * there): Next's documented pattern is a conditional import behind `NEXT_RUNTIME === 'nodejs'`.
 * A missing cross-language dictionary is said here, one line per missing piece (lib/retrieval
 * `missingDictionaries`): without it, questions in that language are not translated.
 */
export async function startNodeServer(): Promise<void> {
  const { env, EnvError } = await import('@/lib/env');
  try {
    env();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(`${err.message}\nThe server does not start with an invalid environment (docs/configuration.md).`);
    process.exit(1);
  }
  const [{ setFirstUseSeed }, { seedIfEmpty }] = await Promise.all([import('@/lib/db'), import('@/lib/content')]);
  setFirstUseSeed(seedIfEmpty);
  const { missingDictionaries } = await import('@/lib/retrieval/lexicon');
  for (const line of await missingDictionaries()) console.warn(line);
  // The standalone server (`npm start`, scripts/start.sh sets NEXT_MANUAL_SIG_HANDLE) leaves the
  // signals to us: closing the database first writes the dashboard rows still queued (lib/db
  // groupedInsert), so stopping an instance in a rolling deploy loses no count. Without the
  // variable Next's own handler exits at once (and scripts/serve.ts has its own).
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { closeDatabase } = await import('@/lib/db');
    for (const sig of ['SIGTERM', 'SIGINT'] as const) {
      process.once(sig, () => { void closeDatabase().catch((err: unknown) => console.error(err)).finally(() => process.exit(0)); });
    }
  }
}
