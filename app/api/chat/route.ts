/**
 * POST /api/chat — validates `{ question, locale, history }` (typed 400/413/415), checks the
 * per-IP rate limits (429 with the fixed localized text), runs the pipeline, streams SSE.
 * No business logic here.
 */
import { after } from 'next/server';
import { answerQuestion, answerRowsWritten } from '@/lib/assistant/pipeline';
import { SSE_HEADERS, toSseStream } from '@/lib/assistant/sse';
import { env } from '@/lib/env';
import { AppError, readBodyText } from '@/lib/errors';
import { fixedText } from '@/lib/i18n/messages';
import { clientAddress, rateLimiter } from '@/lib/ratelimit';
import { CHAT_LIMITS, chatRequestSchema } from './schema';

export async function POST(request: Request): Promise<Response> {
  // JSON only: a text/plain POST is a "simple" cross-site request a foreign page could send.
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return new AppError('unsupported_media_type:chat', 'Content-Type must be application/json').toResponse();
  }
  let json: unknown;
  try {
    json = JSON.parse(await readBodyText(request, CHAT_LIMITS.bodyBytes));
  } catch (err) {
    return (err instanceof AppError ? err : new AppError('bad_request:chat', 'body is not JSON')).toResponse();
  }
  const parsed = chatRequestSchema.safeParse(json);
  if (!parsed.success) {
    const { formErrors, fieldErrors } = parsed.error.flatten();
    const fields = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, (v as string[] | undefined) ?? []]));
    return new AppError('bad_request:chat', ['invalid chat request', ...formErrors].join(': '), fields).toResponse();
  }
  const e = env();
  const limit = await rateLimiter().check(clientAddress(request.headers, e.TRUSTED_PROXY_HOPS));
  if (!limit.ok) {
    return new AppError('rate_limited:chat', fixedText(parsed.data.locale, 'rateLimited'), undefined, { 'Retry-After': String(limit.retryAfterS) }).toResponse();
  }
  // The dashboard row is written behind the stream, in a batch; after() keeps a serverless
  // instance alive until it is committed.
  afterResponse(answerRowsWritten);
  const events = answerQuestion(parsed.data, {
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
