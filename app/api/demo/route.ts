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
import { AppError, readBodyText } from '@/lib/errors';
import { fixedText } from '@/lib/i18n/messages';
import { clientAddress, rateLimiter } from '@/lib/ratelimit';
import { DEMO_LIMITS, demoRequestSchema } from './schema';

export async function POST(request: Request): Promise<Response> {
  // JSON only: a text/plain POST is a "simple" cross-site request a foreign page could send.
  if (!/^application\/json\b/i.test(request.headers.get('content-type') ?? '')) {
    return new AppError('unsupported_media_type:demo', 'Content-Type must be application/json').toResponse();
  }
  let json: unknown;
  try {
    json = JSON.parse(await readBodyText(request, DEMO_LIMITS.bodyBytes, 'demo'));
  } catch (err) {
    return (err instanceof AppError ? err : new AppError('bad_request:demo', 'body is not JSON')).toResponse();
  }
  const parsed = demoRequestSchema.safeParse(json);
  if (!parsed.success) {
    const { formErrors, fieldErrors } = parsed.error.flatten();
    const fields = Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, (v as string[] | undefined) ?? []]));
    return new AppError('bad_request:demo', ['invalid demo request', ...formErrors].join(': '), fields).toResponse();
  }
  const e = env();
  // One check for the pair: the grounded and the ungrounded answer are one visitor request.
  const limit = await rateLimiter().check(clientAddress(request.headers, e.TRUSTED_PROXY_HOPS));
  if (!limit.ok) {
    return new AppError('rate_limited:demo', fixedText(parsed.data.locale, 'rateLimited'), undefined, { 'Retry-After': String(limit.retryAfterS) }).toResponse();
  }
  afterResponse(answerRowsWritten);
  const events = answerWithAndWithoutSources(parsed.data, {
    signal: request.signal, recordBehind: true,
    log: (line) => console.info(JSON.stringify({ at: 'demo', ...line })),
  });
  const message = fixedText(parsed.data.locale, 'error');
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
