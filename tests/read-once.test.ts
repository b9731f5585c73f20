/**
 * The turn's text is read once (issue 30; style notes, "One value per input, read once"): over
 * questions of every kind the pipeline routes — a standalone question answered from passages, an
 * overview, a relation, a follow-up, an ordinal, an L1 refusal (also one split over two messages),
 * a threshold refusal — one `answerQuestion` builds one turn value (lib/question `readTurn`), the
 * message is segmented into words once (lib/text `words`), scanned once (language, question
 * phrases) and read against the overview lexicon once, and no layer reads it with `readQuestion`
 * again. The readers are wrapped in spies below their modules (vi.mock), so a layer that called
 * one on the message — through lib/question or straight from its file — would be counted. L1
 * reads the visitor's own words by design (lib/refusal `refusalOf` over the turn's `l1`).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import type { AssistantEvent } from '@/lib/assistant/events';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import type { HistoryTurn, QuestionValue, Turn } from '@/lib/question';
import type { AboutReading } from '@/lib/retrieval';
import type { Locale } from '@/lib/text';
import { freshDatabase } from './support';

vi.mock('@/lib/text', async (original) => {
  const m = await original<typeof import('@/lib/text')>();
  return { ...m, words: vi.fn(m.words) };
});
vi.mock('@/lib/question/read', async (original) => {
  const m = await original<typeof import('@/lib/question/read')>();
  return { ...m, readQuestion: vi.fn(m.readQuestion), scanQuestion: vi.fn(m.scanQuestion) };
});
vi.mock('@/lib/question/turn', async (original) => {
  const m = await original<typeof import('@/lib/question/turn')>();
  return { ...m, readTurn: vi.fn(m.readTurn) };
});
vi.mock('@/lib/retrieval/overview', async (original) => {
  const m = await original<typeof import('@/lib/retrieval/overview')>();
  return { ...m, readAbout: vi.fn(m.readAbout) };
});

const { answerQuestion } = await import('@/lib/assistant/pipeline');
const text = await import('@/lib/text');
const read = await import('@/lib/question/read');
const turn = await import('@/lib/question/turn');
const overview = await import('@/lib/retrieval/overview');
const { detectOverview } = await import('@/lib/retrieval');
const { analyzeQuestion, chooseQuotes } = await import('@/lib/assistant/extractive');
const { refusalOf } = await import('@/lib/refusal');

let h: DbHandle;
beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db);
});
afterAll(async () => { await h?.close(); });
beforeEach(() => { vi.clearAllMocks(); });

const listAnswer = 'Darya\'s case studies, newest first:\n1. A Multilingual Support Assistant That Knows When to Refuse (May 2023 – February 2024)\n2. A Data Pipeline for a 48-Million-Document Multilingual News Corpus (March 2021 – June 2022)';
const cases: { kind: string; question: string; locale: Locale; history?: HistoryTurn[]; route: string }[] = [
  { kind: 'standalone, passages', question: 'What did Darya build for the Golestan Manuscript Library archive?', locale: 'en', route: 'passages' },
  { kind: 'overview', question: 'Welche Artikel hat sie geschrieben?', locale: 'de', route: 'entries' },
  { kind: 'relation', question: 'Where did she work before Nahrvald Labs?', locale: 'en', route: 'entries' },
  { kind: 'follow-up', question: 'And the results?', locale: 'en', route: 'passages', history: [{ role: 'user', content: 'How did Darya build the Golestan archive search?' }, { role: 'assistant', content: 'She led a team of three.' }] },
  { kind: 'ordinal', question: 'Tell me more about the second one.', locale: 'en', route: 'passages', history: [{ role: 'user', content: 'What projects has Darya worked on?' }, { role: 'assistant', content: listAnswer }] },
  { kind: 'a complete question after an answer about another entry (stands apart)', question: 'Was ist Parsegar?', locale: 'de', route: 'passages', history: [{ role: 'user', content: 'Wie hat sie die Suche für das Golestan-Archiv gebaut?' }, { role: 'assistant', content: 'Sie leitete ein Team von drei Personen.', cited: ['/de/case-studies/persian-search-engine'] }] },
  { kind: 'L1 refusal', question: 'How much does she charge per day?', locale: 'en', route: 'pattern-refusal' },
  { kind: 'L1 refusal over two messages', question: 'And how much for that?', locale: 'en', route: 'pattern-refusal', history: [{ role: 'user', content: 'Does she offer consulting?' }, { role: 'assistant', content: '' }] },
  { kind: 'threshold refusal', question: 'Какая погода завтра в Лиссабоне?', locale: 'ru', route: 'threshold-refusal' },
];

/** Calls of a spy whose first argument is exactly the message. */
const onMessage = (spy: unknown, message: string) => vi.mocked(spy as (...a: unknown[]) => unknown).mock.calls.filter((c) => c[0] === message).length;

async function ask(question: string, locale: Locale, history: HistoryTurn[] = []): Promise<AssistantEvent[]> {
  const out: AssistantEvent[] = [];
  for await (const ev of answerQuestion({ question, locale, history }, { db: h.db, embedder: null })) out.push(ev);
  return out;
}

describe('the turn is read once (pglite, zero keys)', () => {
  for (const c of cases) {
    it(`${c.kind}: one turn value, the message segmented, scanned and read for the author once, never re-read by a layer`, async () => {
      const evs = await ask(c.question, c.locale, c.history);
      expect(evs[0]).toMatchObject({ type: 'decision', route: c.route });
      expect(vi.mocked(turn.readTurn)).toHaveBeenCalledTimes(1);
      expect(vi.mocked(turn.readTurn).mock.calls[0]![0]).toBe(c.question);
      expect(onMessage(read.scanQuestion, c.question)).toBe(1);
      expect(onMessage(text.words, c.question)).toBe(1);
      expect(onMessage(overview.readAbout, c.question)).toBe(1);
      // readQuestion reads other texts only: the previous question and answer (the turn's context).
      expect(onMessage(read.readQuestion, c.question)).toBe(0);
    });
  }

  it('any message after any history: one turn value per answer, the message scanned once', async () => {
    const message = fc.constantFrom('And the results?', 'Und davor?', 'E a equipe?', 'Сколько их было?', '那之后呢？', 'What does Parsegar do?', 'How much does she charge?');
    const previous = fc.constantFrom('How did Darya build the Golestan archive search?', 'What does she do at Nahrvald Labs?', 'What services does she offer?');
    await fc.assert(fc.asyncProperty(message, previous, fc.constantFrom<Locale>('en', 'de', 'pt', 'ru', 'zh'), async (q, p, locale) => {
      vi.clearAllMocks();
      await ask(q, locale, [{ role: 'user', content: p }, { role: 'assistant', content: 'She led a team of three.' }]);
      expect(vi.mocked(turn.readTurn)).toHaveBeenCalledTimes(1);
      expect(onMessage(read.scanQuestion, q)).toBe(1);
      expect(onMessage(read.readQuestion, q)).toBe(0);
    }), { numRuns: 8, seed: 30 });
  });

  it('the layers take the value, not the text', () => {
    expectTypeOf(refusalOf).parameter(0).toMatchTypeOf<Pick<Turn, 'l1' | 'author'>>();
    expectTypeOf(detectOverview).parameter(0).toEqualTypeOf<AboutReading>();
    expectTypeOf(analyzeQuestion).parameter(0).toEqualTypeOf<QuestionValue>();
    expectTypeOf(chooseQuotes).parameter(0).toEqualTypeOf<QuestionValue>();
  });
});
