/**
 * The embedded database folder's exclusive lock, held by a listening Unix socket in Linux's
 * abstract namespace (unix(7)): the kernel owns the name for exactly as long as the holding
 * process lives. It cannot go stale while its holder runs — not even while PGlite's WebAssembly
 * blocks the event loop for seconds during a long import, which starved proper-lockfile's
 * mtime refresh past its 10 s stale limit and let a second process open the folder mid-write
 * (after electric-sql/pglite#1106, issue 23) — and it is gone the instant the holder dies
 * (kill -9 included), so a restart after a crash never waits for a stale lock.
 *
 * Elsewhere (macOS, Windows: no abstract namespace) the lock is proper-lockfile's lock directory,
 * refreshed every 5 s and stale after 60 s; there a holder that blocks its event loop longer than
 * that can still lose it.
 */
import { createHash } from 'node:crypto';
import { realpath } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';

/**
 * Thrown when the embedded database folder is already open in another process (PGlite is
 * single-process: two writers corrupt it beyond repair).
 */
export class DatabaseInUseError extends Error {
  constructor(readonly folder: string, readonly holderPid: number | null = null) {
    super(`the embedded database in ${folder} is in use by another process${holderPid ? ` (pid ${holderPid})` : ''} (the site or a CLI command): stop it first, or set DATABASE_URL to use a PostgreSQL server`);
    this.name = 'DatabaseInUseError';
  }
}

/** The abstract socket name of a folder: one per real path (two spellings of a folder share it). */
export async function lockName(folder: string): Promise<string> {
  const real = await realpath(folder).catch(() => path.resolve(folder));
  return `\0portfolio-pglite-${createHash('sha256').update(real).digest('hex').slice(0, 40)}`;
}

/** Asks the holder of `name` for its process id (it answers on connect); null if it does not answer within 500 ms. */
function holderPid(name: string): Promise<number | null> {
  return new Promise((resolve) => {
    const sock = net.connect(name);
    let data = '';
    const done = (pid: number | null) => { sock.destroy(); resolve(pid); };
    const timer = setTimeout(() => done(null), 500);
    sock.on('data', (d) => { data += d.toString('utf8'); });
    sock.on('end', () => { clearTimeout(timer); const m = /^pid (\d+)/.exec(data); done(m ? Number(m[1]) : null); });
    sock.on('error', () => { clearTimeout(timer); done(null); });
  });
}

/**
 * Takes the folder's exclusive lock for this process.
 * @param folder the data folder (it exists)
 * @returns the release function (idempotent); the lock also ends with the process
 * @throws {DatabaseInUseError} when another live process holds it (with its pid when it answers)
 */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  if (process.platform !== 'linux') return lockWithLockfile(folder);
  const name = await lockName(folder);
  const server = net.createServer((sock) => sock.end(`pid ${process.pid}\n`));
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ path: name, exclusive: true }, () => { server.off('error', reject); resolve(); });
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new DatabaseInUseError(folder, await holderPid(name));
    throw err;
  }
  // The lock must not keep a finished CLI command alive.
  server.unref();
  let released: Promise<void> | null = null;
  return () => (released ??= new Promise<void>((resolve) => server.close(() => resolve())));
}

async function lockWithLockfile(folder: string): Promise<() => Promise<void>> {
  const lockfile = await import('proper-lockfile');
  try {
    return await lockfile.lock(folder, { lockfilePath: path.join(folder, 'pglite.lock'), stale: 60_000, update: 5_000, realpath: false });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ELOCKED') throw new DatabaseInUseError(folder);
    throw err;
  }
}
