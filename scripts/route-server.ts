/**
 * A thin HTTP harness that runs the real chat route handler (`app/api/chat/route.ts`) in a plain
 * Node process, the way a serverless host runs one instance: the scale-out test starts two of
 * them on one PostgreSQL and one Redis, and `npm run bench:chat` measures through it.
 *
 * It plays the trusted proxy too: it appends the socket address to X-Forwarded-For, as a load
 * balancer does, and aborts the Request's signal when the client's connection closes (as Next does).
 *
 *   tsx scripts/route-server.ts <port>
 *   GET /health → ok; POST /api/chat → the route; POST /bare → a bare route handler (fixed JSON), for comparison
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { POST } from '@/app/api/chat/route';

/** A bare route handler: reads the body and answers fixed JSON, the floor any route costs. */
async function bare(request: Request): Promise<Response> {
  await request.text();
  return Response.json({ ok: true });
}

const port = Number(process.argv[2] ?? 3520);
const server = http.createServer(async (req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  const controller = new AbortController();
  res.on('close', () => { if (!res.writableFinished) controller.abort(new Error('client disconnected')); });
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  headers.set('x-forwarded-for', [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', '));
  const request = new Request(`http://127.0.0.1:${port}${req.url}`, {
    method: req.method, headers, signal: controller.signal,
    body: req.method === 'POST' ? Readable.toWeb(req) as ReadableStream : undefined, duplex: 'half',
  } as RequestInit);
  try {
    const response = await (req.url === '/bare' ? bare(request) : POST(request));
    res.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) {
      res.end();
      return;
    }
    const reader = response.body.getReader();
    res.on('close', () => { reader.cancel().catch(() => {}); });
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      res.write(value);
    }
    res.end();
  } catch (err) {
    if (!res.headersSent) res.writeHead(500);
    res.end(String((err as Error).message));
  }
});
server.listen(port, '127.0.0.1', () => console.log(`route server on http://127.0.0.1:${port}`));
for (const sig of ['SIGTERM', 'SIGINT'] as const) process.on(sig, () => { server.closeAllConnections(); server.close(() => process.exit(0)); });
