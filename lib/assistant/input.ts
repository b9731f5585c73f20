/**
 * Validation of the assistant's input, shared by the chat route and the CLI so both refuse the
 * same questions the same way.
 */
import { z } from 'zod';
import { CONTROL_CHARACTER, LOCALES } from '@/lib/text';

/**
 * Input limits (design: question length, history length, body size). Characters, turns, bytes.
 * The body limit holds the longest valid input — 1,000 + 12 × 4,000 characters at up to 3 UTF-8
 * bytes each (Devanagari, CJK) ≈ 147 KB plus JSON — so a valid conversation in any script is
 * judged by the schema, not cut off by size (256 KiB). An answer turn may name the entries it cited
 * (`cited`: at most 8 site-relative links of at most 200 characters, ≤ 12 × 8 × 200 × 3 bytes ≈ 58 KB
 * more: ≈ 205 KB in all, still under the limit).
 */
export const ASK_LIMITS = { questionChars: 1000, historyTurns: 12, turnChars: 4000, citedEntries: 8, hrefChars: 200, bodyBytes: 256 * 1024 } as const;

const text = (max: number) => z.string()
  .max(max, `longer than ${max} characters`)
  .refine((s) => s.isWellFormed(), 'contains unpaired surrogates')
  // A NUL or an escape sequence is never part of a question a person typed; it splits words for matching.
  .refine((s) => !CONTROL_CHARACTER.test(s), 'contains control characters');

/** A question: trimmed, 1–1000 characters, with at least one letter or digit. */
export const questionSchema = text(ASK_LIMITS.questionChars)
  .transform((s) => s.trim())
  // Invisible characters alone (ZWSP, ZWNJ, NUL, BOM) are not a question.
  .refine((s) => /[\p{L}\p{N}]/u.test(s), 'question has no letters or digits');

export const localeSchema = z.enum(LOCALES, { error: () => `locale must be one of ${LOCALES.join(', ')}` });

/** `{ question, locale, history }`; unknown keys are rejected. */
export const askInputSchema = z.object({
  question: questionSchema,
  locale: localeSchema,
  history: z.array(z.object({
    role: z.enum(['user', 'assistant']),
    content: text(ASK_LIMITS.turnChars),
    /** The entries the answer cited (their site-relative links): what a follow-up points back to. */
    cited: z.array(text(ASK_LIMITS.hrefChars).refine((s) => s.startsWith('/') && !s.startsWith('//'), 'a site-relative link')).max(ASK_LIMITS.citedEntries).optional(),
  }).strict()).max(ASK_LIMITS.historyTurns, `at most ${ASK_LIMITS.historyTurns} turns`).default([]),
}).strict();
