/**
 * Runs once when a server process starts (Next's instrumentation hook): in the Node.js runtime,
 * validates the environment and registers the first-use seed (lib/startup.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') await (await import('@/lib/startup')).startNodeServer();
}
