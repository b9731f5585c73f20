/**
 * Issue 25: what the author learns from her visitors. The answer row gets an id the `done` event
 * carries; a content gap keeps its question with e-mail addresses, phone numbers and URLs removed by
 * the gate's detectors, bounded; a pattern refusal keeps none; a vote is one per answer and
 * changeable; "not helpful" keeps the question only when it is the answer's own; the retention
 * purge clears kept text by an injected clock. Real database (PGlite, or the server with
 * TEST_DATABASE_URL); no model (the extractive answerer).
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { seedDatabase } from '@/lib/content';
import type { DbHandle } from '@/lib/db';
import { answerFeedback, assistantEvents } from '@/lib/db/schema';
import { AppError } from '@/lib/errors';
import { GAP_QUESTION_MAX_CHARS, groupGaps, isContentGap, keptText, listContentGaps, purgeExpiredGaps, recordFeedback, type ContentGap } from '@/lib/feedback';
import { DB_TARGET, envConfigurer, freshDatabase } from './support';

let h: DbHandle;
const setEnv = envConfigurer(['GAP_RETENTION_DAYS', 'ASSISTANT_MODEL', 'EMBEDDING_MODEL', 'DECISION_MODEL']);

beforeAll(async () => {
  setEnv({});
  h = await freshDatabase();
  await seedDatabase(h.db);
});
afterAll(async () => {
  setEnv({});
  await h?.close();
});

async function ask(question: string, locale: 'en' | 'de' = 'en') {
  const evs: AssistantEvent[] = [];
  for await (const ev of answerQuestion({ question, locale, history: [] }, { db: h.db })) evs.push(ev);
  const done = evs.at(-1) as Extract<AssistantEvent, { type: 'done' }>;
  const [row] = await h.db.select().from(assistantEvents).where(eq(assistantEvents.answerId, done.answerId!));
  return { evs, done, row: row! };
}

const OFF_TOPIC = 'How do I cook spaghetti carbonara? Please write to jane.doe@example.com or call +49 30 12345678, recipe at https://cook.example/carbonara';
const ANSWERABLE = 'What did Darya build for the Golestan Manuscript Library archive?';
const now = () => new Date();

describe(`answer feedback and content gaps (${DB_TARGET})`, () => {
  it('a threshold refusal: done carries the answer id; the row keeps the question without its e-mail, phone number and URL, and the nearest entry', async () => {
    const { evs, done, row } = await ask(OFF_TOPIC);
    expect(done).toMatchObject({ type: 'done', outcome: 'refused' });
    expect(done.answerId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row.layer).toBe('threshold-refusal');
    expect(row.questionText).toBe('How do I cook spaghetti carbonara? Please write to [address] or call [phone], recipe at [address]');
    expect(row.questionText).not.toMatch(/jane|12345678|cook\.example/);
    expect(row.questionDigest).toMatch(/^[0-9a-f]{64}$/);
    // Retrieval found passages below the threshold: the first one's entry is the nearest.
    const decision = evs[0] as Extract<AssistantEvent, { type: 'decision' }>;
    if (decision.passages.length > 0) expect(row.nearestEntryId).toEqual(expect.any(Number));
    else expect(row.nearestEntryId).toBeNull();
  });

  it('a pattern refusal is counted, never kept as text (no digest either)', async () => {
    const { done, row } = await ask('What are her rates? Reply to me@example.org');
    expect(done.outcome).toBe('refused');
    expect(row.layer).toBe('pattern-refusal');
    expect(row.questionText).toBeNull();
    expect(row.questionDigest).toBeNull();
    await expect(recordFeedback(h.db, { answerId: done.answerId!, helpful: false, reason: 'should-answer', locale: 'en', question: 'What are her rates? Reply to me@example.org' }, { now: now(), retentionDays: 30 }))
      .resolves.toEqual({ questionKept: false });
    const [again] = await h.db.select().from(assistantEvents).where(eq(assistantEvents.answerId, done.answerId!));
    expect(again!.questionText).toBeNull();
  });

  it('an answer keeps no text; "not helpful" keeps its own question, not another text; the comment is redacted; "helpful" again forgets it; one vote per answer', async () => {
    const { done, row } = await ask(ANSWERABLE);
    expect(done.outcome).toBe('answered');
    expect(row.questionText).toBeNull();
    const id = done.answerId!;
    const opts = { now: now(), retentionDays: 30 };
    // Another text than the question asked: the vote is stored, the text is not.
    expect(await recordFeedback(h.db, { answerId: id, helpful: false, reason: 'wrong', locale: 'en', question: 'Buy cheap pills at pills.example' }, opts)).toEqual({ questionKept: false });
    expect(await recordFeedback(h.db, { answerId: id, helpful: false, reason: 'other', comment: 'Mail me: a@b.example', locale: 'de', question: ANSWERABLE }, opts)).toEqual({ questionKept: true });
    const votes = await h.db.select().from(answerFeedback).where(eq(answerFeedback.answerId, id));
    expect(votes).toHaveLength(1);
    expect(votes[0]).toMatchObject({ helpful: false, reason: 'other', comment: 'Mail me: [address]', locale: 'de' });
    const [kept] = await h.db.select().from(assistantEvents).where(eq(assistantEvents.answerId, id));
    expect(kept!.questionText).toBe(ANSWERABLE);
    await recordFeedback(h.db, { answerId: id, helpful: true, locale: 'en' }, opts);
    const [after] = await h.db.select().from(assistantEvents).where(eq(assistantEvents.answerId, id));
    expect(after!.questionText).toBeNull();
    expect((await h.db.select().from(answerFeedback).where(eq(answerFeedback.answerId, id)))[0]).toMatchObject({ helpful: true, reason: null, comment: null });
  });

  it('a vote on an unknown answer is a typed not_found error and writes nothing', async () => {
    const before = (await h.db.select().from(answerFeedback)).length;
    const err = await recordFeedback(h.db, { answerId: '00000000-0000-4000-8000-000000000000', helpful: true, locale: 'en' }, { now: now(), retentionDays: 30 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).code).toBe('not_found:feedback');
    expect((await h.db.select().from(answerFeedback)).length).toBe(before);
  });

  it('the retention purge, by an injected clock: text older than the period is cleared on read; counts and votes stay; 0 days keeps none', async () => {
    const { done } = await ask('Does Darya keep bees on a rooftop in Lisbon?');
    await recordFeedback(h.db, { answerId: done.answerId!, helpful: false, reason: 'other', comment: 'bees please', locale: 'en' }, { now: now(), retentionDays: 30 });
    const rows = () => h.db.select().from(assistantEvents).where(eq(assistantEvents.answerId, done.answerId!));
    const listed = (at: Date, days: number) => listContentGaps(h.db, { now: at, retentionDays: days });
    // Day 29: still kept and listed.
    const day29 = new Date(Date.now() + 29 * 86_400_000);
    expect((await listed(day29, 30)).some((g) => g.answerId === done.answerId)).toBe(true);
    // Day 31: the read purges it first, so it is never shown.
    const day31 = new Date(Date.now() + 31 * 86_400_000);
    expect((await listed(day31, 30)).some((g) => g.answerId === done.answerId)).toBe(false);
    const [row] = await rows();
    expect(row).toMatchObject({ questionText: null, questionDigest: null, layer: 'threshold-refusal', outcome: 'refused' });
    const [vote] = await h.db.select().from(answerFeedback).where(eq(answerFeedback.answerId, done.answerId!));
    expect(vote).toMatchObject({ helpful: false, reason: 'other', comment: null });
    // Nothing left to purge: a second run clears nothing.
    expect(await purgeExpiredGaps(h.db, { now: day31, retentionDays: 30 })).toEqual({ questions: 0, comments: 0 });
  });

  it('GAP_RETENTION_DAYS=0 keeps no question at all, and the purge with 0 days clears everything kept so far', async () => {
    await ask('How do I grow tomatoes on a balcony in winter?');
    expect((await listContentGaps(h.db, { now: now(), retentionDays: 30 })).length).toBeGreaterThan(0);
    expect((await listContentGaps(h.db, { now: now(), retentionDays: 0 }))).toEqual([]);
    setEnv({ GAP_RETENTION_DAYS: '0' });
    try {
      const { row } = await ask('How do I grow tomatoes on a balcony in summer?');
      expect(row.layer).toBe('threshold-refusal');
      expect(row.questionText).toBeNull();
      expect(row.questionDigest).toBeNull();
    } finally {
      setEnv({});
    }
  });
});

describe('kept text and grouping (pure)', () => {
  it('content gaps: threshold and decision refusals, gate withholds, low confidence; never a pattern refusal, not a good answer', () => {
    expect(isContentGap({ layer: 'threshold-refusal', outcome: 'refused', confidenceBand: null })).toBe(true);
    expect(isContentGap({ layer: 'decision-refusal', outcome: 'refused', confidenceBand: null })).toBe(true);
    expect(isContentGap({ layer: 'gate', outcome: 'withheld', confidenceBand: 'medium' })).toBe(true);
    expect(isContentGap({ layer: 'passages', outcome: 'answered', confidenceBand: 'low' })).toBe(true);
    expect(isContentGap({ layer: 'pattern-refusal', outcome: 'refused', confidenceBand: null })).toBe(false);
    expect(isContentGap({ layer: 'passages', outcome: 'answered', confidenceBand: 'high' })).toBe(false);
    expect(isContentGap({ layer: 'entries', outcome: 'answered', confidenceBand: 'medium' })).toBe(false);
  });

  it('generated questions with an e-mail address, a URL and an international phone number keep none of them, and stay bounded', () => {
    const word = fc.stringMatching(/^[a-z]{3,10}$/);
    fc.assert(fc.property(
      fc.array(word, { minLength: 1, maxLength: 80 }), word, word, fc.constantFrom('com', 'org', 'de', 'example'),
      fc.integer({ min: 20_000_000, max: 99_999_999 }), fc.constantFrom('en', 'de', 'fa', 'zh') as fc.Arbitrary<'en' | 'de' | 'fa' | 'zh'>,
      (words, user, host, tld, digits, locale) => {
        const email = `${user}.${host}@${host}.${tld}`;
        const url = `https://www.${host}.${tld}/${user}`;
        const phone = `+49 30 ${digits}`;
        const q = `${words.slice(0, 3).join(' ')} ${email} ${words.slice(3).join(' ')} ${url} ${phone}?`;
        const kept = keptText(q, locale, GAP_QUESTION_MAX_CHARS);
        expect(kept).not.toContain(email);
        expect(kept).not.toContain(`${host}.${tld}`);
        expect(kept).not.toContain(String(digits));
        expect([...kept].length).toBeLessThanOrEqual(GAP_QUESTION_MAX_CHARS);
      },
    ), { numRuns: 60 });
  });

  const gap = (question: string, locale = 'en', minutesAgo = 0): ContentGap => ({
    answerId: null, question, locale, outcome: 'refused', layer: 'threshold-refusal', confidenceBand: null, vote: null, nearest: null, createdAt: new Date(Date.now() - minutesAgo * 60_000),
  });

  it('questions sharing a content word (stemmed) form one group under it, newest first; the author\'s name is no topic', () => {
    const groups = groupGaps([
      gap('Has Darya written about sourdough starters?', 'en', 1),
      gap('Does Darya bake sourdough bread? Contact me at [address]', 'en', 2),
      gap('Does Darya speak Japanese?', 'en', 3),
    ], { exclude: new Set(['darya']) });
    expect(groups.map((g) => [g.topic, g.gaps.length])).toEqual([['sourdough', 2], ['speak', 1]]);
    expect(groups[0]!.gaps[0]!.question).toMatch(/starters/);
  });

  it('generated: every question lands in exactly one group, and a group\'s questions all hold its stem', () => {
    const word = fc.constantFrom('sourdough', 'bread', 'rooftop', 'bees', 'painting', 'paintings', 'guitar', 'cooking');
    fc.assert(fc.property(fc.array(fc.array(word, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 12 }), (qs) => {
      const gaps = qs.map((ws, i) => gap(`Does she do ${ws.join(' and ')}?`, 'en', i));
      const groups = groupGaps(gaps);
      expect(groups.reduce((n, g) => n + g.gaps.length, 0)).toBe(gaps.length);
      for (const g of groups) for (const x of g.gaps) expect(x.question.toLowerCase()).toContain(g.topic.slice(0, 4));
    }), { numRuns: 80 });
  });
});
