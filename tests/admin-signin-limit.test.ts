/**
 * The sign-in action's per-IP limits (5 a minute by default) on the real Redis server
 * (TEST_REDIS_URL) under this suite's own key prefix, and per process without Redis: the sixth
 * attempt from one address is refused with `rate_limited:admin` even with the right password,
 * another address is not affected, a client-written X-Forwarded-For cannot dodge the key, and a
 * Redis that does not answer lets attempts through (fail open). Only next/headers is replaced (the
 * request these functions answer for); the database and Redis are real.
 */
import IORedis from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';

let requestHeaders = new Headers();
vi.mock('next/headers', () => ({
  headers: async () => requestHeaders,
  cookies: async () => ({ get: () => undefined, set: () => {}, delete: () => {}, getAll: () => [] }),
}));

const REDIS = process.env.TEST_REDIS_URL;
if (!REDIS) console.warn('sign-in limit suite: TEST_REDIS_URL is not set, the Redis case is skipped (CI sets it)');
const PREFIX = `admin2-signin-test:${process.pid}:${Date.now()}`;

process.env.DATA_DIR = 'memory://';
delete process.env.DATABASE_URL;
process.env.SIGNIN_RATE_LIMIT_PREFIX = PREFIX;

const { resetEnvForTests } = await import('@/lib/env');
resetEnvForTests();
const { database, closeDatabase } = await import('@/lib/db');
const { createAuthor } = await import('@/lib/auth');
const { resetRateLimiterForTests, signInRateLimiter } = await import('@/lib/ratelimit');
const { signInAction } = await import('@/app/(admin)/admin/actions');

const EMAIL = 'author@example.com';
const PASSWORD = 'a-long-test-password';

beforeAll(async () => {
  await createAuthor(await database(), { email: EMAIL, password: PASSWORD, name: 'Author' });
});
afterAll(async () => {
  delete process.env.SIGNIN_RATE_LIMIT_PREFIX;
  delete process.env.REDIS_URL;
  resetEnvForTests();
  await resetRateLimiterForTests();
  await closeDatabase();
  if (REDIS) {
    const io = new IORedis(REDIS);
    const keys = await io.keys(`${PREFIX}*`);
    if (keys.length) await io.del(...keys);
    io.disconnect();
  }
});

/**
 * Upstash's sliding window weights the previous fixed minute by the share of it still inside the
 * window, so attempts that straddle a minute's start can count one short (five of six attempts
 * at :59.9–:00.4 counted as five): a counting test starts with at least 10 s left in the minute.
 */
async function awayFromMinuteBoundary(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((r) => setTimeout(r, left + 50));
}

async function useStore(redisUrl: string | undefined) {
  await awayFromMinuteBoundary();
  if (redisUrl) process.env.REDIS_URL = redisUrl;
  else delete process.env.REDIS_URL;
  resetEnvForTests();
  await resetRateLimiterForTests();
}

/** One sign-in through the action from `xff`; a successful one ends in Next's redirect to /admin. */
async function attempt(xff: string, password: string): Promise<{ ok: boolean; code?: string; message?: string; retryAfterS?: number }> {
  requestHeaders = new Headers({ 'x-forwarded-for': xff });
  const form = new FormData();
  form.set('email', EMAIL);
  form.set('password', password);
  try {
    return await signInAction(null, form);
  } catch (err) {
    const digest = String((err as { digest?: string }).digest);
    if (/^NEXT_REDIRECT;[a-z]+;\/admin;/.test(digest)) return { ok: true };
    throw err;
  }
}

/** The same scenario on whichever store is configured; `ip` keeps the two runs' keys apart. */
async function fiveThenBlocked(ip: string) {
  for (let i = 0; i < 5; i++) expect(await attempt(ip, 'wrong password, surely'), `attempt ${i + 1}`).toMatchObject({ ok: false, code: 'unauthorized:admin' });
  // The sixth attempt is refused before the password is checked: the right one does not help.
  const blocked = await attempt(ip, PASSWORD);
  expect(blocked).toMatchObject({ ok: false, code: 'rate_limited:admin', message: expect.stringMatching(/^too many sign-in attempts from this address; try again in \d+ seconds$/) });
  expect(blocked.retryAfterS).toBeGreaterThan(0);
  expect(blocked.retryAfterS).toBeLessThanOrEqual(60);
  // A client-written X-Forwarded-For in front of the proxy's entry lands on the same key.
  expect(await attempt(`6.6.6.6, ${ip}`, PASSWORD)).toMatchObject({ code: 'rate_limited:admin' });
  // Another address has its own counts, and signs in.
  expect(await attempt(`${ip.replace(/\d+$/, '')}250`, PASSWORD)).toEqual({ ok: true });
}

describe('sign-in rate limit', () => {
  beforeEach(() => { requestHeaders = new Headers(); });

  test.skipIf(!REDIS)('on the real Redis server: the sixth attempt a minute is refused, counted under the sign-in prefix', async () => {
    await useStore(REDIS);
    expect(signInRateLimiter().backend).toBe('redis');
    await fiveThenBlocked('198.51.100.10');
    const io = new IORedis(REDIS!);
    const keys = await io.keys(`${PREFIX}:minute*`);
    io.disconnect();
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.startsWith(`${PREFIX}:`))).toBe(true);
  });

  test.skipIf(!REDIS)('behind a proxy that writes ip:port or brackets, each new port is the same address (real Redis)', async () => {
    await useStore(REDIS);
    const port = () => 1024 + Math.floor(Math.random() * 64000);
    const forms = [`198.51.100.70:${port()}`, `[::ffff:198.51.100.70]:${port()}`, `198.51.100.70:${port()}`, `::ffff:198.51.100.70`, `198.51.100.70:${port()}`];
    for (const xff of forms) expect(await attempt(xff, 'wrong password, surely'), xff).toMatchObject({ code: 'unauthorized:admin' });
    expect(await attempt(`198.51.100.70:${port()}`, PASSWORD)).toMatchObject({ code: 'rate_limited:admin' });
  });

  test('per process without Redis: the same limits', async () => {
    await useStore(undefined);
    expect(signInRateLimiter().backend).toBe('process');
    await fiveThenBlocked('198.51.100.20');
  });

  test('a Redis that does not answer lets attempts through (fail open); the password still decides', async () => {
    await useStore('redis://127.0.0.1:1/0');
    for (let i = 0; i < 6; i++) expect(await attempt('198.51.100.30', 'wrong password, surely')).toMatchObject({ code: 'unauthorized:admin' });
    expect(await attempt('198.51.100.30', PASSWORD)).toEqual({ ok: true });
  });

  test('a malformed form is refused before it counts', async () => {
    await useStore(undefined);
    requestHeaders = new Headers({ 'x-forwarded-for': '198.51.100.40' });
    for (let i = 0; i < 6; i++) expect(await signInAction(null, new FormData())).toMatchObject({ code: 'bad_request:admin' });
    expect(await attempt('198.51.100.40', PASSWORD)).toEqual({ ok: true });
  });
});
