/**
 * Serves the built site as `next start` does, with this process as the first trusted proxy: it
 * appends the socket address it saw to X-Forwarded-For. With TRUSTED_PROXY_HOPS=1 (the default)
 * the rate-limit key is then the connecting address, which a client-written X-Forwarded-For
 * cannot change — plain `next start` keeps a client's header as it is (stack notes §2.4), so
 * anyone could pick their own key. Behind a real proxy, count it in TRUSTED_PROXY_HOPS too.
 *
 *   npx tsx scripts/serve.ts [--port 3000] [--hostname 0.0.0.0]   (defaults: PORT, HOST)
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { closeDatabase } from '@/lib/db';

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
  console.log(`ready on http://${values.hostname === '0.0.0.0' ? 'localhost' : values.hostname}:${port}`);
});

// Shutdown: stop accepting, then close the database, which first writes the dashboard rows still
// queued (lib/db groupedInsert) — a stop loses no count. The handle is process-wide (globalThis),
// so this closes the one the site's routes opened.
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.once(sig, () => {
    server.closeAllConnections();
    server.close(() => { closeDatabase().finally(() => process.exit(0)); });
  });
}
