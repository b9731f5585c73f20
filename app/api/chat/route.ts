/**
 * POST /api/chat — validates `{ question, locale, history }`, runs the pipeline, streams SSE.
 * No business logic here.
 */
import { answerQuestion } from '@/lib/assistant/pipeline';
import { SSE_HEADERS, toSseStream } from '@/lib/assistant/sse';
import { AppError, readBodyText } from '@/lib/errors';
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
  const events = answerQuestion(parsed.data, {
    signal: request.signal,
    log: (line) => console.info(JSON.stringify({ at: 'chat', ...line })),
  });
  return new Response(toSseStream(events), { headers: SSE_HEADERS });
}
