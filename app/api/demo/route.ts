/**
 * POST /api/demo — the "with and without sources" demo: validates `{ question, locale }` (typed
 * 400/413/415), checks the per-IP rate limits once for the pair of answers (429 with the fixed
 * localized text; the chat's limiter and budget), runs the demo pipeline, streams SSE
 * ({@link DemoEvent}s, each with its column). No business logic here.
 */
import { after } from 'next/server';
import { answerWithAndWithoutSources, DEMO_ERROR_CODE } from '@/lib/assistant/demo';
import type { DemoEvent } from '@/lib/assistant/demo-events';
import { answerRowsWritten } from '@/lib/assistant/pipeline';
import { SSE_HEADERS, toSseStream } from '@/lib/assistant/sse';
import { env } from '@/lib/env';
import { AppError, readJsonRequest } from '@/lib/errors';
import { fixedText } from '@/lib/i18n/messages';
import { clientAddress, rateLimiter } from '@/lib/ratelimit';
import { DEMO_LIMITS, demoRequestSchema } from './schema';

export async function POST(request: Request): Promise<Response> {
  let data;
  try {
    data = await readJsonRequest(request, demoRequestSchema, DEMO_LIMITS.bodyBytes, 'demo');
  } catch (err) {
    if (err instanceof AppError) return err.toResponse();
    throw err;
  }
  const e = env();
  // One check for the pair: the grounded and the ungrounded answer are one visitor request.
  const limit = await rateLimiter().check(clientAddress(request.headers, e.TRUSTED_PROXY_HOPS));
  if (!limit.ok) {
    return new AppError('rate_limited:demo', fixedText(data.locale, 'rateLimited'), undefined, { 'Retry-After': String(limit.retryAfterS) }).toResponse();
  }
  afterResponse(answerRowsWritten);
  const events = answerWithAndWithoutSources(data, {
    signal: request.signal, recordBehind: true,
    log: (line) => console.info(JSON.stringify({ at: 'demo', ...line })),
  });
  const message = fixedText(data.locale, 'error');
  // Should the stream itself fail, both columns say so.
  const failure: DemoEvent[] = (['grounded', 'ungrounded'] as const).flatMap((column): DemoEvent[] => [
    { type: 'error', column, code: DEMO_ERROR_CODE, message }, { type: 'done', column, outcome: 'error' },
  ]);
  return new Response(toSseStream(events, { keepAliveMs: e.SSE_KEEPALIVE_MS, failure }), { headers: SSE_HEADERS });
}

/** Next's `after()`, tolerated outside a Next request scope (see app/api/chat/route.ts). */
function afterResponse(task: () => Promise<void>): void {
  try {
    after(task);
  } catch {
    // not in a Next request scope
  }
}
