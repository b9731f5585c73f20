/**
 * Scale-out, the way serverless hosts run the site: two server processes running the real route
 * handler (scripts/route-server.ts) share one PostgreSQL server (the cost ledger) and one Redis
 * server (the rate limits); 50 concurrent requests from two addresses against a cap that allows
 * 10 reservations. Needs TEST_DATABASE_URL and TEST_REDIS_URL (CI sets both).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import IORedis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedProvider, type ScriptedProvider } from '@/e2e/support/scripted-provider';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { seedDatabase } from '@/lib/content';
import { ANSWER_MODELS, costNanoUsd, utf8Bytes } from '@/lib/cost';
import type { DbHandle } from '@/lib/db';
import { costLedger } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { resetProvidersForTests } from '@/lib/providers';
import { freshDatabase } from './support';

const DB = process.env.TEST_DATABASE_URL;
const REDIS = process.env.TEST_REDIS_URL;
if (!DB || !REDIS) console.warn('scale-out suite skipped: it needs TEST_DATABASE_URL (PostgreSQL server) and TEST_REDIS_URL (Redis server); CI sets both');

const PORTS = [3521, 3522];
const PIECES = ['The archive held ', '1.2 million pages [S1].'];
const question = 'What did Darya build for the Golestan Manuscript Library archive?';
const prefix = `wire-test:scale:${process.pid}:${Date.now()}`;

describe.skipIf(!DB || !REDIS)('two server processes, one PostgreSQL, one Redis', () => {
  let h: DbHandle;
  let provider: ScriptedProvider;
  const servers: ChildProcess[] = [];
  // Calls are held open until every request has either reached the provider or finished without
  // a call: settling frees most of a bound, so calls that ended early would let more in, and the
  // test is about what the cap admits at once.
  let release!: () => void;
  let held = new Promise<void>((r) => { release = r; });

  beforeAll(async () => {
    h = await freshDatabase();
    await seedDatabase(h.db);
    provider = await startScriptedProvider({ script: () => ({ pieces: PIECES, delayMs: 5, waitFor: held }) });
    // One answer in this process gives the bound every request of the run reserves (same question, same prompt).
    process.env.ASSISTANT_MODEL = 'openai-compatible:scripted';
    process.env.OPENAI_BASE_URL = provider.url;
    process.env.DECISION_MODEL = 'off'; // the probe's one row is the answer's (see the servers' env)
    resetEnvForTests();
    resetProvidersForTests();
    release();
    for await (const _ of answerQuestion({ question, locale: 'en', history: [] }, { db: h.db })) { /* drain */ }
    const [probe] = await h.db.select().from(costLedger);
    await h.db.delete(costLedger);
    provider.requests.length = 0;
    held = new Promise((r) => { release = r; });
    const capUsd = (probe!.reservedNusd * 10.5) / 1e9;

    for (const port of PORTS) {
      // A stale server on the port would answer in place of this code.
      if (await fetch(`http://127.0.0.1:${port}/health`).catch(() => null)) throw new Error(`port ${port} is already in use`);
      // Its own process group, so teardown ends tsx and the Node process it starts together.
      const child = spawn('node_modules/.bin/tsx', ['scripts/route-server.ts', String(port)], {
        detached: true,
        env: {
          ...process.env, NODE_ENV: 'production', DATABASE_URL: DB, REDIS_URL: REDIS, RATE_LIMIT_PREFIX: prefix,
          RATE_LIMIT_PER_MINUTE: '20', RATE_LIMIT_PER_HOUR: '1000', RATE_LIMIT_PER_DAY: '1000',
          // The test client is the first proxy (it writes the address), the harness the second.
          TRUSTED_PROXY_HOPS: '2', MONTHLY_COST_CAP_USD: String(capUsd),
          ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url,
          // The cap arithmetic here is the answer call's (the cap fits exactly 10 answer bounds);
          // the decision stage's own reservation and its cap are tested in tests/decision.test.ts.
          DECISION_MODEL: 'off',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(child);
    }
    for (const port of PORTS) {
      const deadline = Date.now() + 60_000;
      while (!(await fetch(`http://127.0.0.1:${port}/health`).catch(() => null))?.ok) {
        if (Date.now() > deadline) throw new Error(`route server on ${port} did not start`);
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  }, 120_000);

  afterAll(async () => {
    for (const s of servers) if (s.pid) process.kill(-s.pid, 'SIGTERM');
    await provider?.close();
    await h?.close();
    const io = new IORedis(REDIS!);
    const keys = await io.keys(`${prefix}*`);
    if (keys.length) await io.del(...keys);
    io.disconnect();
    delete process.env.ASSISTANT_MODEL;
    delete process.env.OPENAI_BASE_URL;
    delete process.env.DECISION_MODEL;
    resetEnvForTests();
    resetProvidersForTests();
  });

  it('50 concurrent requests: at most 10 upstream calls, the ledger sums match, and the per-IP limits hold across both', async () => {
    let finishedWithoutCall = 0;
    const releaser = setInterval(() => { if (finishedWithoutCall + provider.requests.length >= 50) release(); }, 20);
    const ask = async (i: number) => {
      const res = await fetch(`http://127.0.0.1:${PORTS[i % 2]}/api/chat`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': i < 25 ? '10.0.0.1' : '10.0.0.2' },
        body: JSON.stringify({ question, locale: 'en' }),
      });
      if (res.status !== 200) {
        finishedWithoutCall++;
        return { status: res.status, outcome: null };
      }
      let outcome: string | null = null;
      const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        if (value.event === 'done') outcome = (JSON.parse(value.data) as { outcome: string }).outcome;
      }
      if (outcome !== 'answered') finishedWithoutCall++;
      return { status: 200, outcome };
    };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(i))).finally(() => clearInterval(releaser));
    const count = (f: (r: typeof results[number]) => boolean) => results.filter(f).length;

    // Rate limits: 20 a minute per address, counted in Redis across both processes → 5 of each 25 refused.
    expect(count((r) => r.status === 429)).toBe(10);
    // Cost: the cap fits 10 bounds; every other request got the monthly-limit notice, no call.
    expect(provider.requests.length).toBeLessThanOrEqual(10);
    expect(count((r) => r.outcome === 'answered')).toBe(provider.requests.length);
    expect(count((r) => r.outcome === 'limited')).toBe(40 - provider.requests.length);
    expect(provider.requests.length).toBe(10); // identical bounds: exactly 10 fit

    const rows = await h.db.select().from(costLedger);
    expect(rows.length).toBe(provider.requests.length);
    expect(rows.every((r) => r.status === 'settled' && r.usageSource === 'provider')).toBe(true);
    // The ledger's sums match what the provider reported (prompt_tokens = bytes of the user message, one token per piece).
    const spec = ANSWER_MODELS['openai-compatible:*']!;
    const reportedIn = provider.requests.reduce((n, r) => n + utf8Bytes(r.messages.at(-1)!.content), 0);
    expect(rows.reduce((n, r) => n + r.inputTokens!, 0)).toBe(reportedIn);
    expect(rows.reduce((n, r) => n + r.outputTokens!, 0)).toBe(10 * PIECES.length);
    expect(rows.reduce((n, r) => n + r.costNusd!, 0)).toBe(costNanoUsd(spec, reportedIn, 10 * PIECES.length));
  }, 120_000);
});
