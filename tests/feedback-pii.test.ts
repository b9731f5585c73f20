/**
 * Issue 32, kind 5, through the real storage path: a question the site cannot answer is kept as a
 * content gap (lib/assistant pipeline → assistant_events) and listed for /admin/questions
 * (lib/feedback `listContentGaps`); neither holds the IBAN, card number, obfuscated e-mail address
 * or street address the visitor wrote. PGlite, or the PostgreSQL server with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { assistantEvents } from '@/lib/db/schema';
import { listContentGaps } from '@/lib/feedback';
import { foldDigits, type Locale } from '@/lib/text';
import { DB_TARGET, envConfigurer, freshDatabase } from './support';

let h: DbHandle;
const setEnv = envConfigurer(['GAP_RETENTION_DAYS', 'ASSISTANT_MODEL', 'EMBEDDING_MODEL', 'DECISION_MODEL']);
beforeAll(async () => {
  setEnv({});
  h = await freshDatabase();
  await seedDatabase(h.db, undefined, { embedder: null });
});
afterAll(async () => {
  setEnv({});
  await h?.close();
});

/** Asks, and returns the stored row's kept question (null when none was kept). */
async function keptQuestion(question: string, locale: Locale): Promise<string | null> {
  let done: Extract<AssistantEvent, { type: 'done' }> | undefined;
  for await (const ev of answerQuestion({ question, locale, history: [] }, { db: h.db })) if (ev.type === 'done') done = ev;
  const [row] = await h.db.select({ q: assistantEvents.questionText }).from(assistantEvents).where(eq(assistantEvents.answerId, done!.answerId!));
  return row!.q;
}
const squeeze = (s: string) => foldDigits(s.normalize('NFKC')).replace(/[^\p{L}\p{N}]/gu, '').toUpperCase();

describe(`personal data never reaches the content-gap list (${DB_TARGET})`, () => {
  it('replay: an off-topic question with an IBAN, a card number, a street address and "name at example dot com" is kept without any of them', async () => {
    const q = 'How do I cook carbonara? Refund to DE89 3704 0044 0532 0130 00 or card 4111 1111 1111 1111, ship to 221B Baker Street, mail jane.doe at example dot com';
    const kept = await keptQuestion(q, 'en');
    expect(kept).toBe('How do I cook carbonara? Refund to [iban] or card [card], ship to [street address], mail [address]');
    const listed = (await listContentGaps(h.db, { now: new Date(), retentionDays: 30 })).map((g) => g.question).join('\n');
    expect(squeeze(listed)).not.toMatch(/370400440532013000|4111111111111111|BAKER|JANEDOE/);
  });

  it('generated: questions in any language with generated personal data of each kind keep none of it, in the row and on the Questions list', async () => {
    const frames: Record<Locale, string> = {
      en: 'How do I cook carbonara?', de: 'Wie koche ich Carbonara?', fr: 'Comment cuire des pâtes carbonara ?', es: '¿Cómo cocino carbonara?', pt: 'Como cozinho carbonara?',
      ru: 'Как приготовить карбонару?', fa: 'چطور کاربونارا بپزم؟', ar: 'كيف أطبخ الكاربونارا؟', hi: 'मैं कार्बोनारा कैसे पकाऊँ?', zh: '怎么做培根蛋面？',
    };
    const secret = fc.oneof(
      fc.record({ kind: fc.constant('iban'), value: fc.constantFrom('DE89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'fr14 2004 1010 0505 0001 3m02 606', 'IR06-2960-0000-0010-0324-2000-01'), secret: fc.constant('') }),
      fc.record({ kind: fc.constant('card'), value: fc.constantFrom('4111 1111 1111 1111', '5555-5555-5555-4444', '3782 822463 10005', '۶۰۳۷۹۹۷۵۹۹۳۹۸۹۹۸'), secret: fc.constant('') }),
      fc.stringMatching(/^[a-z]{5,9}$/).chain((name) => fc.constantFrom(`${name} at example dot com`, `${name} [at] example [dot] org`, `${name} собака example точка ru`, `${name} آت example نقطة sa`, `${name}艾特example点cn`)
        .map((value) => ({ kind: 'email', value, secret: name }))),
      fc.stringMatching(/^[A-Z][a-z]{4,8}$/).chain((name) => fc.constantFrom(`12 ${name} Street`, `Calle ${name} 3`, `${name}straße 5`, `12 Rue ${name}`)
        .map((value) => ({ kind: 'street', value, secret: name }))),
    );
    await fc.assert(fc.asyncProperty(fc.constantFrom(...(Object.keys(frames) as Locale[])), secret, async (locale, s) => {
      const kept = await keptQuestion(`${frames[locale]} ${s.value}`, locale);
      expect(kept).not.toBeNull();
      const needle = s.secret || s.value;
      expect(squeeze(kept!)).not.toContain(squeeze(needle).slice(-8));
      const listed = (await listContentGaps(h.db, { now: new Date(), retentionDays: 30, limit: 1 }))[0]!.question;
      expect(listed).toBe(kept);
    }), { numRuns: 12 });
  });
});
