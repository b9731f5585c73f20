/**
 * POST /api/chat — validates `{ question, locale, history }` (typed 400/413/415), checks the
 * per-IP rate limits (429 with the fixed localized text), runs the pipeline, streams SSE.
 * No business logic here.
 */
import { after } from 'next/server';
import { answerQuestion, answerRowsWritten } from '@/lib/assistant/pipeline';
import { SSE_HEADERS, toSseStream } from '@/lib/assistant/sse';
import { database, DatabaseInUseError } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, readJsonRequest } from '@/lib/errors';
import { fixedText } from '@/lib/i18n/messages';
import { clientAddress, rateLimiter } from '@/lib/ratelimit';
import { CHAT_LIMITS, chatRequestSchema } from './schema';

/** Seconds a client waits before asking again while the embedded database is held elsewhere. */
const DATABASE_RETRY_AFTER_S = 5;

export async function POST(request: Request): Promise<Response> {
  let data;
  try {
    data = await readJsonRequest(request, chatRequestSchema, CHAT_LIMITS.bodyBytes, 'chat');
  } catch (err) {
    if (err instanceof AppError) return err.toResponse();
    throw err;
  }
  const e = env();
  const limit = await rateLimiter().check(clientAddress(request.headers, e.TRUSTED_PROXY_HOPS));
  if (!limit.ok) {
    return new AppError('rate_limited:chat', fixedText(data.locale, 'rateLimited'), undefined, { 'Retry-After': String(limit.retryAfterS) }).toResponse();
  }
  // The embedded database held by another process (a CLI command beside the site) is a wait, not a
  // failure: 503 with Retry-After (RFC 9110 §15.6.4), and the log says what the site waits for.
  try {
    await database();
  } catch (err) {
    if (!(err instanceof DatabaseInUseError)) throw err;
    console.warn(JSON.stringify({ at: 'chat', event: 'database-in-use', folder: err.folder, holderPid: err.holderPid, retryAfterS: DATABASE_RETRY_AFTER_S }));
    return new AppError('unavailable:chat', 'the site\'s database is in use by another process; try again shortly', undefined, { 'Retry-After': String(DATABASE_RETRY_AFTER_S) }).toResponse();
  }
  // The dashboard row is written behind the stream, in a batch; after() keeps a serverless
  // instance alive until it is committed.
  afterResponse(answerRowsWritten);
  const events = answerQuestion(data, {
    signal: request.signal, recordBehind: true,
    log: (line) => console.info(JSON.stringify({ at: 'chat', ...line })),
  });
  return new Response(toSseStream(events, { keepAliveMs: e.SSE_KEEPALIVE_MS }), { headers: SSE_HEADERS });
}

/**
 * Next's `after()`: runs `task` once the response has finished. Outside a Next request scope (the
 * route handler run by scripts/route-server.ts) `after` throws; that process lives on and closes
 * its database (which writes every queued row) before it exits, so the task is not needed there.
 */
function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    // not in a Next request scope: see above
  }
}
