/** The content-gap record of a follow-up keeps the question before it (issue 30, part B). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GAP_QUESTION_MAX_CHARS, keptText } from '@/lib/feedback';
import { GAP_FOLLOW_UP_SEPARATOR, gapText } from './pipeline';

const followUp = (previousQuestion: string | null, followUp = true) => ({ locale: 'en' as const, context: { followUp, previousQuestion } });

describe('gapText', () => {
  it('a follow-up keeps the previous question, redacted the same way, before the message', () => {
    const kept = keptText('And the results?', 'en', GAP_QUESTION_MAX_CHARS);
    const t = gapText(followUp('How did she build the archive search? Write to me at jo@example.com'), kept);
    expect(t.endsWith(`${GAP_FOLLOW_UP_SEPARATOR}And the results?`)).toBe(true);
    expect(t).toContain('How did she build the archive search?');
    expect(t).not.toContain('jo@example.com');
  });

  it('a message that stood alone is kept alone', () => {
    expect(gapText(followUp('How did she build it?', false), 'What is BM25?')).toBe('What is BM25?');
    expect(gapText({ locale: 'en' }, 'What is BM25?')).toBe('What is BM25?');
  });

  it('generated: within the bound, the message\'s start and the previous question\'s start both kept', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 400 }), fc.string({ minLength: 1, maxLength: 400 }), (previous, message) => {
      const kept = keptText(message, 'en', GAP_QUESTION_MAX_CHARS);
      const t = gapText(followUp(previous), kept);
      expect([...t].length).toBeLessThanOrEqual(GAP_QUESTION_MAX_CHARS);
      const head = keptText(previous, 'en', Math.floor(GAP_QUESTION_MAX_CHARS / 2));
      expect(t.startsWith(`${head}${GAP_FOLLOW_UP_SEPARATOR}`)).toBe(true);
      const tail = t.slice(head.length + GAP_FOLLOW_UP_SEPARATOR.length);
      expect(kept.startsWith(tail.replace(/…$/, ''))).toBe(true);
    }), { seed: 303 });
  });
});
