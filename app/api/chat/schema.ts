/** Request body of POST /api/chat. */
import { z } from 'zod';
import { LOCALES } from '@/lib/text';

/** Input limits (design: question length, history length, body size). Characters, turns, bytes. */
export const CHAT_LIMITS = { questionChars: 1000, historyTurns: 12, turnChars: 4000, bodyBytes: 64 * 1024 } as const;

const text = (max: number) => z.string()
  .max(max, `longer than ${max} characters`)
  .refine((s) => s.isWellFormed(), 'contains unpaired surrogates');

export const chatRequestSchema = z.object({
  question: text(CHAT_LIMITS.questionChars)
    .transform((s) => s.trim())
    // Invisible characters alone (ZWSP, ZWNJ, NUL, BOM) are not a question.
    .refine((s) => /[\p{L}\p{N}]/u.test(s), 'question has no letters or digits'),
  locale: z.enum(LOCALES),
  history: z.array(z.object({
    role: z.enum(['user', 'assistant']),
    content: text(CHAT_LIMITS.turnChars),
  }).strict()).max(CHAT_LIMITS.historyTurns, `at most ${CHAT_LIMITS.historyTurns} turns`).default([]),
}).strict();

export type ChatRequest = z.infer<typeof chatRequestSchema>;
