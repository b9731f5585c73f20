/**
 * A thin HTTP harness that runs the real chat route handler (`app/api/chat/route.ts`) in a plain
 * Node process, the way a serverless host runs one instance: the scale-out test starts two of
 * them on one PostgreSQL and one Redis, and `npm run bench:chat` measures through it.
 *
 * It plays the trusted proxy too: it appends the socket address to X-Forwarded-For, as a load
 * balancer does, and aborts the Request's signal when the client's connection closes (as Next does).
 *
 *   tsx scripts/route-server.ts <port>
 *   GET /health → ok; GET /stats → { rss, heapUsed, external, arrayBuffers } (bytes), listeningAtMs
 *   (ms after the process started), the database's opening times (null before the first request)
 *   and the rate-limit checks' times and fail-opens (`rateLimits`, lib/ratelimit
 *   `rateLimitCheckStats`; `/stats?reset=1` starts them afresh); POST /api/chat → the route;
 *   POST /bare → a bare route handler (fixed JSON); POST /passthrough → the model's text streamed
 *   as SSE with no sentence gate (same routing and prompt) — the last two are benchmark baselines.
 */
import http from 'node:http';
import { Readable } from 'node:stream';
import { streamText } from 'ai';
import { POST } from '@/app/api/chat/route';
import { routeQuestion } from '@/lib/assistant/pipeline';
import { encodeSseEvent, SSE_HEADERS } from '@/lib/assistant/sse';
import { seedIfEmpty } from '@/lib/content';
import { closeDatabase, databaseTimings, setFirstUseSeed } from '@/lib/db';
import { buildPrompt } from '@/lib/prompt';
import { inLocale, requestProfile } from '@/lib/profile';
import { getAnswerModel } from '@/lib/providers';
import { rateLimitCheckStats } from '@/lib/ratelimit';
import type { Locale } from '@/lib/text';

/**
 * Ungated passthrough, for the benchmark only: the same routing and prompt as the pipeline, then
 * every model delta goes out at once as a `text` event (no gate, no ledger, no rate limit).
 */
async function passthrough(request: Request): Promise<Response> {
  const { question, locale } = await request.json() as { question: string; locale: Locale };
  const decision = await routeQuestion({ question, locale });
  const model = await getAnswerModel();
  if ((decision.route !== 'passages' && decision.route !== 'entries') || !model) return Response.json({ refused: true });
  const prompt = buildPrompt({ question, locale, authorName: inLocale((await requestProfile()).name, locale), sources: decision.sources, overview: decision.route === 'entries' });
  const result = streamText({ model: model.model, ...prompt, maxOutputTokens: 800, abortSignal: request.signal, maxRetries: 0 });
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      for await (const text of result.textStream) controller.enqueue(encoder.encode(encodeSseEvent({ type: 'text', text, sources: [], paragraphBreak: false })));
      controller.enqueue(encoder.encode(encodeSseEvent({ type: 'done', outcome: 'answered' })));
      controller.close();
    },
  });
  return new Response(body, { headers: SSE_HEADERS });
}

/** A bare route handler: reads the body and answers fixed JSON, the floor any route costs. */
async function bare(request: Request): Promise<Response> {
  await request.text();
  return Response.json({ ok: true });
}

// This process is an instance of the site: an empty database is seeded with the content folder, as next start does.
setFirstUseSeed(seedIfEmpty);
const port = Number(process.argv[2] ?? 3520);
const server = http.createServer(async (req, res) => {
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  if (req.url === '/stats' || req.url === '/stats?reset=1') {
    const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
    const rateLimits = rateLimitCheckStats({ reset: req.url.endsWith('reset=1') });
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ rss, heapUsed, external, arrayBuffers, listeningAtMs, database: await databaseTimings(), rateLimits }));
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
    const handler = req.url === '/bare' ? bare : req.url === '/passthrough' ? passthrough : POST;
    const response = await handler(request);
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
// ms since this process started (performance's time origin) when it began to accept connections.
let listeningAtMs: number | null = null;
server.listen(port, '127.0.0.1', () => {
  listeningAtMs = performance.now();
  console.log(`route server on http://127.0.0.1:${port}`);
});
// Shutdown: no new connections, then the database closes, which first writes every queued
// dashboard row (lib/db groupedInsert) — a stop loses no count.
for (const sig of ['SIGTERM', 'SIGINT'] as const) {
  process.on(sig, () => {
    server.closeAllConnections();
    server.close(() => { closeDatabase().finally(() => process.exit(0)); });
  });
}
