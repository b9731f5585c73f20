/**
 * Runs once when a server process starts (Next's instrumentation hook). The environment is
 * validated here so a bad setting stops the server at start with its message, instead of a
 * server that reports "Ready" and then fails every request. It also registers the first-use seed
 * (the author's content folder into an empty database): lib/db runs it and knows nothing of content.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { env, EnvError } = await import('@/lib/env');
  try {
    env();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(`${err.message}\nThe server does not start with an invalid environment (see README, "Configuration").`);
    process.exit(1);
  }
  const [{ setFirstUseSeed }, { seedIfEmpty }] = await Promise.all([import('@/lib/db'), import('@/lib/content')]);
  setFirstUseSeed(seedIfEmpty);
}
