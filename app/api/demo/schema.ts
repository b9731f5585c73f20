/** Request body of POST /api/demo: one question and the reader's language (no conversation). */
import { z } from 'zod';
import { ASK_LIMITS, localeSchema, questionSchema } from '@/lib/assistant/input';

/** Body limit, bytes: the longest valid question (1,000 characters × up to 4 UTF-8 bytes) plus JSON, with room. */
export const DEMO_LIMITS = { questionChars: ASK_LIMITS.questionChars, bodyBytes: 16 * 1024 } as const;

/** `{ question, locale }`; unknown keys (a `history`, too) are rejected. */
export const demoRequestSchema = z.object({ question: questionSchema, locale: localeSchema }).strict();
