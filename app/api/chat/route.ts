/**
 * POST /api/chat — validates `{ question, locale, history }`, runs the pipeline, streams SSE.
 * No business logic here.
 */
import { answerQuestion } from '@/lib/assistant/pipeline';
import { SSE_HEADERS, toSseStream } from '@/lib/assistant/sse';
import { AppError } from '@/lib/errors';
import { CHAT_LIMITS, chatRequestSchema } from './schema';

export async function POST(request: Request): Promise<Response> {
  const tooLarge = () => new AppError('payload_too_large:chat', `body is larger than ${CHAT_LIMITS.bodyBytes} bytes`).toResponse();
  // Refuse a declared oversize body before reading it; check the bytes actually read as well.
  if (Number(request.headers.get('content-length') ?? 0) > CHAT_LIMITS.bodyBytes) return tooLarge();
  const raw = await request.text();
  if (Buffer.byteLength(raw, 'utf8') > CHAT_LIMITS.bodyBytes) return tooLarge();
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return new AppError('bad_request:chat', 'body is not JSON').toResponse();
  }
  const parsed = chatRequestSchema.safeParse(json);
  if (!parsed.success) {
    const fields = Object.fromEntries(Object.entries(parsed.error.flatten().fieldErrors).map(([k, v]) => [k, v ?? []]));
    return new AppError('bad_request:chat', 'invalid chat request', fields).toResponse();
  }
  const events = answerQuestion(parsed.data, {
    signal: request.signal,
    log: (line) => console.info(JSON.stringify({ at: 'chat', ...line })),
  });
  return new Response(toSseStream(events), { headers: SSE_HEADERS });
}
