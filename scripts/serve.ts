/**
 * Serves the built site as `next start` does, with this process as the first trusted proxy: it
 * appends the socket address it saw to X-Forwarded-For. With TRUSTED_PROXY_HOPS=1 (the default)
 * the rate-limit key is then the connecting address, which a client-written X-Forwarded-For
 * cannot change — plain `next start` keeps a client's header as it is (stack notes §2.4), so
 * anyone could pick their own key. Behind a real proxy, count it in TRUSTED_PROXY_HOPS too.
 *
 *   node --import tsx scripts/serve.ts [--port 3000] [--hostname 0.0.0.0]   (defaults: PORT, HOST)
 *
 * Start-up time (issue 33, kind 4; `bash scripts/bench-demo-start.sh`): this file imports only
 * Node and Next at start — lib/db, which tsx would transpile with its whole import graph, is
 * loaded when a signal asks to close the database — and Node's source-map support, which tsx turns
 * on for this file's stack traces, is turned off again before Next loads the build: with it on,
 * Node reads the multi-megabyte `.js.map` beside every server chunk the first page loads. Plain
 * `next start` runs without it too (Next enables it only with `experimental.serverSourceMaps`).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';

process.setSourceMapsEnabled(false);

const { values } = parseArgs({ options: { port: { type: 'string', default: process.env.PORT ?? '3000' }, hostname: { type: 'string', default: process.env.HOST ?? '0.0.0.0' } } });
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  process.stderr.write(`--port must be a TCP port, got ${values.port}\n`);
  process.exit(2);
}

const app = next({ dev: false, hostname: values.hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  const seen = req.socket.remoteAddress ?? 'unknown';
  const prior = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = prior ? `${Array.isArray(prior) ? prior.join(', ') : prior}, ${seen}` : seen;
  void handle(req, res);
}).listen(port, values.hostname, () => {
  void warmUp().then((line) => console.log(line));
});

/**
 * Loads the home page once before saying "ready" (issue 33, kind 4): the first page opens the
 * database — creating and seeding the embedded one from content/ on a first start — so a
 * visitor's first page after "ready" is served from a warm site instead of waiting for that.
 * @returns the "ready on …" line, with the warm-up's time in ms, or what the first page answered
 *   when it was not a success (the site still serves; the line says so).
 */
async function warmUp(): Promise<string> {
  const shown = `http://${values.hostname === '0.0.0.0' ? 'localhost' : values.hostname}:${port}`;
  const local = `http://${values.hostname === '0.0.0.0' ? '127.0.0.1' : values.hostname}:${port}/`;
  const started = performance.now();
  try {
    const res = await fetch(local, { redirect: 'follow' });
    await res.arrayBuffer();
    const ms = Math.round(performance.now() - started);
    return res.ok ? `ready on ${shown} (first page loaded in ${ms} ms)` : `ready on ${shown} (the first page answered ${res.status} after ${ms} ms)`;
  } catch (err) {
    return `ready on ${shown} (the first page failed: ${(err as Error).message})`;
  }
}

// Shutdown: stop accepting, then close the database, which first writes the dashboard rows still
// queued (lib/db groupedInsert) — a stop loses no count. The handle is process-wide (globalThis),
// so this closes the one the site's routes opened; lib/db is imported here, not at start (above).
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.once(sig, () => {
    server.closeAllConnections();
    server.close(() => { import('@/lib/db').then(({ closeDatabase }) => closeDatabase()).finally(() => process.exit(0)); });
  });
}
