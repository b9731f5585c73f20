/**
 * POST /api/feedback (issue 25), through the route handlers: the chat's `done` event carries the
 * answer id a vote names; the body is validated (zod) with typed errors; votes are rate-limited
 * per address as the chat is (Redis with TEST_REDIS_URL, else per process), on their own counters.
 * The site's database (in-memory PGlite, seeded on first use); no model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeDatabase } from '@/lib/db';
import { resetEnvForTests } from '@/lib/env';
import { resetRateLimiterForTests } from '@/lib/ratelimit';

const KEYS = ['DATA_DIR', 'DATABASE_URL', 'REDIS_URL', 'RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_PREFIX', 'TRUSTED_PROXY_HOPS', 'ASSISTANT_MODEL', 'EMBEDDING_MODEL'];
const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]));
const prefix = `ratelimit:test-feedback-${process.pid}-${Date.now()}`;

beforeAll(async () => {
  for (const k of KEYS) delete process.env[k];
  Object.assign(process.env, { DATA_DIR: 'memory://', RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PREFIX: prefix, TRUSTED_PROXY_HOPS: '1' });
  if (process.env.TEST_REDIS_URL) process.env.REDIS_URL = process.env.TEST_REDIS_URL;
  resetEnvForTests();
  await resetRateLimiterForTests();
});
afterAll(async () => {
  await closeDatabase();
  for (const k of KEYS) { if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k]; }
  resetEnvForTests();
  await resetRateLimiterForTests();
});

const post = async (path: string, body: unknown, ip: string, contentType = 'application/json') => {
  const { POST } = path === 'chat' ? await import('@/app/api/chat/route') : await import('@/app/api/feedback/route');
  return POST(new Request(`http://test/api/${path}`, { method: 'POST', headers: { 'Content-Type': contentType, 'X-Forwarded-For': ip }, body: typeof body === 'string' ? body : JSON.stringify(body) }));
};

async function askChat(question: string, ip: string): Promise<{ outcome: string; answerId: string }> {
  const res = await post('chat', { question, locale: 'en' }, ip);
  const text = await res.text();
  const done = text.split('\n').filter((l) => l.startsWith('data: ')).map((l) => JSON.parse(l.slice(6))).find((e) => e.type === 'done');
  return done;
}

describe('POST /api/feedback', () => {
  it('a vote names the answer id of the chat\'s done event; the same answer voted again is one vote, changed', async () => {
    const done = await askChat('How do I cook spaghetti carbonara?', '198.51.100.1');
    expect(done.outcome).toBe('refused');
    expect(done.answerId).toMatch(/^[0-9a-f-]{36}$/);
    const first = await post('feedback', { answerId: done.answerId, helpful: false, reason: 'should-answer', locale: 'en', question: 'How do I cook spaghetti carbonara?' }, '198.51.100.1');
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, questionKept: true });
    const again = await post('feedback', { answerId: done.answerId, helpful: true, locale: 'en' }, '198.51.100.1');
    expect(again.status).toBe(200);
    const { database } = await import('@/lib/db');
    const { answerFeedback } = await import('@/lib/db/schema');
    const { eq } = await import('drizzle-orm');
    const rows = await (await database()).select().from(answerFeedback).where(eq(answerFeedback.answerId, done.answerId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ helpful: true, reason: null });
  });

  it('typed errors: 415 for another content type, 400 with field errors for a bad body, 404 for an unknown answer', async () => {
    const ip = '198.51.100.2';
    const r415 = await post('feedback', 'helpful=1', ip, 'text/plain');
    expect(r415.status).toBe(415);
    expect((await r415.json()).error.code).toBe('unsupported_media_type:feedback');
    for (const body of [
      { answerId: 'not-a-uuid', helpful: true, locale: 'en' },
      { answerId: crypto.randomUUID(), helpful: true, reason: 'wrong', locale: 'en' },
      { answerId: crypto.randomUUID(), helpful: false, reason: 'wrong', comment: 'only with other', locale: 'en' },
      { answerId: crypto.randomUUID(), helpful: false, reason: 'rude', locale: 'en' },
      { answerId: crypto.randomUUID(), helpful: 'yes', locale: 'en' },
      { answerId: crypto.randomUUID(), helpful: true, locale: 'xx' },
      { answerId: crypto.randomUUID(), helpful: true, locale: 'en', extra: 1 },
    ]) {
      const res = await post('feedback', body, ip);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).error.code).toBe('bad_request:feedback');
    }
    const r404 = await post('feedback', { answerId: crypto.randomUUID(), helpful: true, locale: 'en' }, '198.51.100.3');
    expect(r404.status).toBe(404);
    expect((await r404.json()).error).toMatchObject({ code: 'not_found:feedback' });
  });

  it('votes are limited per address like questions (3 a minute here), on their own counters, with the localized text and Retry-After', async () => {
    const ip = '198.51.100.9';
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 5; i++) {
      last = await post('feedback', { answerId: crypto.randomUUID(), helpful: true, locale: 'de' }, ip);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([404, 404, 404, 429, 429]);
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await last!.json()).error).toMatchObject({ code: 'rate_limited:feedback', message: expect.stringMatching(/\S/) });
    // The same address still has its questions: votes do not spend them.
    expect((await askChat('How do I cook spaghetti carbonara?', ip)).outcome).toBe('refused');
  });
});
