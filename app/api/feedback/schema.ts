/**
 * Request body of POST /api/feedback: a visitor's vote on one answer (issue 25).
 * `{ answerId, helpful, reason?, comment?, locale, question? }`; unknown keys are rejected.
 */
import { z } from 'zod';
import { ASK_LIMITS, localeSchema, questionSchema } from '@/lib/assistant/input';
import { CONTROL_CHARACTER } from '@/lib/text';
import { FEEDBACK_COMMENT_MAX_CHARS, FEEDBACK_REASONS } from '@/lib/feedback';

/** Body size limit: one question (≤ 1,000 characters, ≤ 3 UTF-8 bytes each), a comment and the fields, with room for JSON escapes. */
export const FEEDBACK_LIMITS = { bodyBytes: 16 * 1024, commentChars: FEEDBACK_COMMENT_MAX_CHARS, questionChars: ASK_LIMITS.questionChars } as const;

export const feedbackRequestSchema = z.object({
  /** The `answerId` of the answer's `done` event. */
  answerId: z.uuid(),
  helpful: z.boolean(),
  reason: z.enum(FEEDBACK_REASONS).optional(),
  comment: z.string().max(FEEDBACK_LIMITS.commentChars, `longer than ${FEEDBACK_LIMITS.commentChars} characters`)
    .refine((s) => s.isWellFormed() && !CONTROL_CHARACTER.test(s), 'contains control characters or unpaired surrogates').optional(),
  locale: localeSchema,
  /** The question as asked (kept, redacted, on a "not helpful" vote when it is the answer's own). */
  question: questionSchema.optional(),
}).strict()
  .refine((v) => !v.helpful || (v.reason === undefined && v.comment === undefined), { message: 'a helpful vote takes no reason or comment', path: ['reason'] })
  .refine((v) => v.comment === undefined || v.reason === 'other', { message: 'a comment goes with the reason "other"', path: ['comment'] });

export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
