/** Request body of POST /api/chat. */
import { z } from 'zod';
import { LOCALES } from '@/lib/text';

/** Input limits (design: question length, history length, body size). */
export const CHAT_LIMITS = { questionChars: 1000, historyTurns: 12, turnChars: 4000, bodyBytes: 64 * 1024 } as const;

export const chatRequestSchema = z.object({
  question: z.string().trim().min(1, 'question is empty').max(CHAT_LIMITS.questionChars, `question is longer than ${CHAT_LIMITS.questionChars} characters`),
  locale: z.enum(LOCALES),
  history: z.array(z.object({
    role: z.enum(['user', 'assistant']),
    content: z.string().max(CHAT_LIMITS.turnChars),
  })).max(CHAT_LIMITS.historyTurns).default([]),
}).strict();

export type ChatRequest = z.infer<typeof chatRequestSchema>;
