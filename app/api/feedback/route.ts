/**
 * POST /api/feedback — a visitor's vote on one answer (issue 25): validates the body (typed
 * 400/413/415), checks the per-IP limits as the chat does (429 with the fixed localized text),
 * stores the vote (404 `not_found:feedback` for an unknown answer id). No business logic here.
 */
import { answerRowsWritten } from '@/lib/assistant/pipeline';
import { database } from '@/lib/db';
import { env } from '@/lib/env';
import { AppError, readJsonRequest } from '@/lib/errors';
import { recordFeedback } from '@/lib/feedback';
import { fixedText } from '@/lib/i18n/messages';
import { clientAddress, feedbackRateLimiter } from '@/lib/ratelimit';
import { FEEDBACK_LIMITS, feedbackRequestSchema } from './schema';

export async function POST(request: Request): Promise<Response> {
  try {
    const data = await readJsonRequest(request, feedbackRequestSchema, FEEDBACK_LIMITS.bodyBytes, 'feedback');
    const e = env();
    const limit = await feedbackRateLimiter().check(clientAddress(request.headers, e.TRUSTED_PROXY_HOPS));
    if (!limit.ok) {
      throw new AppError('rate_limited:feedback', fixedText(data.locale, 'rateLimited'), undefined, { 'Retry-After': String(limit.retryAfterS) });
    }
    // A vote may overtake its answer's row, written behind the chat's stream: wait for it once.
    const result = await recordFeedback(await database(), data, { now: new Date(), retentionDays: e.GAP_RETENTION_DAYS, pendingRows: answerRowsWritten });
    return Response.json({ ok: true, ...result });
  } catch (err) {
    if (err instanceof AppError) return err.toResponse();
    console.error(JSON.stringify({ at: 'feedback', event: 'error', message: (err as Error).message }));
    return new AppError('internal:feedback', 'internal error').toResponse();
  }
}
