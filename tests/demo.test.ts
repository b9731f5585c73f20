/**
 * The "with and without sources" demo end to end on a real database, the answer model played by
 * the scripted OpenAI-compatible HTTP server (the real AI SDK provider client runs): both columns,
 * refusals that end before any answer call in both, the ledger rows of both calls, one rate-limit
 * hit per pair, abort, a failing column, extractive mode, and POST /api/demo's SSE.
 */
import { readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { quoteSourcesScript, scriptedCounts, startScriptedProvider, type Script, type ScriptedProvider } from '@/e2e/support/scripted-provider';
import { answerWithAndWithoutSources, DEMO_ERROR_CODE, type DemoInput, type DemoOptions } from '@/lib/assistant/demo';
import type { DemoEvent } from '@/lib/assistant/demo-events';
import { NONE_LABEL } from '@/lib/assistant/decision';
import { seedDatabase } from '@/lib/content';
import { CostLedger, utf8Bytes } from '@/lib/cost';
import type { DbHandle } from '@/lib/db';
import { costLedger } from '@/lib/db/schema';
import { resetEnvForTests } from '@/lib/env';
import { fixedText, messagesFor } from '@/lib/i18n/messages';
import { buildPrompt, NO_SOURCES_LINE } from '@/lib/prompt';
import { getProfile, inLocale } from '@/lib/profile';
import { resetRateLimiterForTests } from '@/lib/ratelimit';
import type { Locale } from '@/lib/text';
import { DB_TARGET, envConfigurer, freshDatabase } from './support';

let h: DbHandle;
let provider: ScriptedProvider;
let script: (prompt: string) => Script = quoteSourcesScript;
let structured: (prompt: string) => Script = () => ({ pieces: ['{"choice":"S1"}'], delayMs: 0 });
const setEnv = envConfigurer(['ASSISTANT_MODEL', 'OPENAI_BASE_URL', 'MONTHLY_COST_CAP_USD', 'DECISION_MODEL']);

const COVERED = 'What did Darya build for the Golestan Manuscript Library archive?';
// The invented claims of the scripted no-sources answer (e2e/support/scripted-provider.ts): never in any event.
const INVENTED = ['Berlin', 'Nahrvald Labs from 2015', '14 engineers', '900 euros', 'برلین', '۹۰۰ یورو'];

beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db);
  provider = await startScriptedProvider({ script: (p) => script(p), structured: (p) => structured(p) });
});
afterAll(async () => {
  setEnv({});
  await provider?.close();
  await h?.close();
});
beforeEach(() => {
  script = quoteSourcesScript;
  structured = () => ({ pieces: ['{"choice":"S1"}'], delayMs: 0 });
});
afterEach(() => setEnv({}));

const useModel = (extra: Record<string, string> = {}) => setEnv({ ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, ...extra });

async function collect(input: Partial<DemoInput> & { question: string }, opts: DemoOptions = {}): Promise<DemoEvent[]> {
  const out: DemoEvent[] = [];
  for await (const ev of answerWithAndWithoutSources({ locale: 'en', ...input }, { db: h.db, ...opts })) out.push(ev);
  return out;
}
/** Both columns' answers, made long and slow: both streams are still open when the reader leaves. */
const longAnswers = (p: string): Script => {
  const base = quoteSourcesScript(p);
  return { ...base, pieces: [...base.pieces, ...Array<string>(60).fill(' and')], delayMs: 40 };
};
const of = (evs: DemoEvent[], column: 'grounded' | 'ungrounded') => evs.filter((e) => e.column === column);
const answerRequests = () => provider.requests.length;
const noSourcesRequests = () => provider.requests.filter((r) => r.messages.some((m) => m.content.includes(NO_SOURCES_LINE))).length;
const ledgerRows = () => h.db.select().from(costLedger).orderBy(desc(costLedger.id));

describe(`the demo with a model (${DB_TARGET})`, () => {
  it('grounded column: the chat\'s answer with sources; ungrounded: withheld sentences with reasons, counts, never their text', async () => {
    useModel();
    const [answersBefore, bareBefore] = [answerRequests(), noSourcesRequests()];
    const evs = await collect({ question: COVERED });
    expect(evs.every((e) => e.column === 'grounded' || e.column === 'ungrounded')).toBe(true);
    const g = of(evs, 'grounded');
    const u = of(evs, 'ungrounded');
    expect(evs[0]).toMatchObject({ type: 'decision', column: 'grounded', route: 'passages', answerer: 'model' });
    expect(g.filter((e) => e.type === 'text').length).toBeGreaterThan(0);
    expect(g.filter((e) => e.type === 'text').every((e) => e.type === 'text' && e.sources.length > 0)).toBe(true);
    expect(g.at(-1)).toEqual({ type: 'done', column: 'grounded', outcome: 'answered', confidence: { value: expect.any(Number), band: expect.stringMatching(/^(high|medium|low)$/) }, answerId: expect.any(String) });

    expect(u.map((e) => e.type)).toEqual(['withheld', 'withheld', 'withheld', 'text', 'audit', 'done']);
    expect(u.filter((e) => e.type === 'withheld').map((e) => e.type === 'withheld' && e.reasons)).toEqual([
      ['marker-missing'], ['marker-missing', 'value-unsupported'], ['marker-out-of-range', 'value-unsupported', 'engagement-or-private'],
    ]);
    expect(u.find((e) => e.type === 'text')).toEqual({ type: 'text', column: 'ungrounded', text: 'That is the short answer.', sources: [], paragraphBreak: false });
    expect(u.find((e) => e.type === 'audit')).toEqual({
      type: 'audit', column: 'ungrounded', released: 1, withheld: 3,
      reasons: { 'marker-missing': 2, 'value-unsupported': 2, 'marker-out-of-range': 1, 'engagement-or-private': 1 },
    });
    expect(u.at(-1)).toEqual({ type: 'done', column: 'ungrounded', outcome: 'withheld' });
    const json = JSON.stringify(evs);
    for (const claim of INVENTED) expect(json).not.toContain(claim);
    // One answer call per column, the ungrounded one with the no-sources prompt and no source in it.
    expect(answerRequests()).toBe(answersBefore + 2);
    expect(noSourcesRequests()).toBe(bareBefore + 1);
    const bare = provider.requests.find((r) => r.messages.some((m) => m.content.includes(NO_SOURCES_LINE)))!;
    expect(JSON.stringify(bare.messages)).not.toMatch(/<source|\[S\d+\] /);
  });

  it('in Persian: the same columns, the fixed texts and the reasons in the reader\'s language', async () => {
    useModel();
    const evs = await collect({ question: 'دریا برای آرشیو کتابخانهٔ نسخه‌های خطی گلستان چه ساخت؟', locale: 'fa' });
    const u = of(evs, 'ungrounded');
    expect(evs[0]).toMatchObject({ column: 'grounded', type: 'decision' });
    expect(u.filter((e) => e.type === 'withheld').length).toBe(3);
    expect(u.find((e) => e.type === 'audit')).toMatchObject({ released: 1, withheld: 3 });
    expect(u.find((e) => e.type === 'text')).toMatchObject({ text: 'پاسخ کوتاه همین است.' });
    for (const claim of INVENTED) expect(JSON.stringify(evs)).not.toContain(claim);
  });

  it('both answer calls are reserved in the ledger before they are made and settled afterwards', async () => {
    useModel();
    const before = (await ledgerRows()).length;
    await collect({ question: COVERED });
    const rows = (await ledgerRows()).slice(0, (await ledgerRows()).length - before);
    const answers = rows.filter((r) => r.kind === 'answer');
    expect(answers).toHaveLength(2);
    expect(answers.every((r) => r.status === 'settled' && r.ending === 'finished' && r.reservedNusd > 0)).toBe(true);
    // The ungrounded row is the no-sources prompt's: reserved for exactly its bytes.
    const profile = await getProfile(h.db);
    const bare = buildPrompt({ question: COVERED, locale: 'en', authorName: inLocale(profile.name, 'en'), sources: [], withoutSources: true });
    expect(answers.map((r) => r.promptBytes)).toContain(utf8Bytes(bare.instructions) + utf8Bytes(bare.prompt));
  });

  it('over the cap: no call in either column, the monthly-limit notice in both', async () => {
    useModel({ MONTHLY_COST_CAP_USD: '0' });
    const counts = scriptedCounts(provider);
    const evs = await collect({ question: COVERED });
    expect(of(evs, 'grounded').slice(-2)).toEqual([
      { type: 'notice', column: 'grounded', kind: 'budget', message: fixedText('en', 'budget') }, { type: 'done', column: 'grounded', outcome: 'limited', answerId: expect.any(String) },
    ]);
    expect(of(evs, 'ungrounded')).toEqual([
      { type: 'notice', column: 'ungrounded', kind: 'budget', message: fixedText('en', 'budget') }, { type: 'done', column: 'ungrounded', outcome: 'limited' },
    ]);
    expect(scriptedCounts(provider)).toEqual(counts);
  });

  it('fail closed per call: a ledger that refuses the ungrounded reservation leaves that call unmade', async () => {
    useModel();
    const profile = await getProfile(h.db);
    const bare = buildPrompt({ question: COVERED, locale: 'en', authorName: inLocale(profile.name, 'en'), sources: [], withoutSources: true });
    const bareBytes = utf8Bytes(bare.instructions) + utf8Bytes(bare.prompt);
    const real = new CostLedger(h.db);
    const ledger = Object.assign(Object.create(real) as CostLedger, {
      reserve: (args: Parameters<CostLedger['reserve']>[0]) => (args.kind === 'answer' && args.promptBytes === bareBytes
        ? Promise.resolve({ ok: false as const, reason: 'unavailable' as const, error: 'test' }) : real.reserve(args)),
    });
    const [answersBefore, bareBefore] = [answerRequests(), noSourcesRequests()];
    const evs = await collect({ question: COVERED }, { ledger });
    expect(of(evs, 'ungrounded')).toEqual([
      { type: 'notice', column: 'ungrounded', kind: 'budget', message: fixedText('en', 'budget') }, { type: 'done', column: 'ungrounded', outcome: 'limited' },
    ]);
    expect(of(evs, 'grounded').at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect(noSourcesRequests()).toBe(bareBefore);
    expect(answerRequests()).toBe(answersBefore + 1);
  });

  it('a pattern or threshold refusal ends before any model call in both columns', async () => {
    useModel();
    for (const [question, locale, route] of [
      ['What are her hourly rates?', 'en', 'pattern-refusal'],
      ['هزینه همکاری با دریا چقدر است؟', 'fa', 'pattern-refusal'],
      ['How do I cook spaghetti carbonara?', 'en', 'threshold-refusal'],
      ['Wie koche ich Spaghetti Carbonara?', 'de', 'threshold-refusal'],
    ] as const) {
      const counts = scriptedCounts(provider);
      const evs = await collect({ question, locale });
      expect(of(evs, 'grounded')[0], question).toMatchObject({ type: 'decision', route, answerer: null });
      expect(of(evs, 'grounded').at(-1)).toMatchObject({ type: 'done', outcome: 'refused' });
      const key = route === 'pattern-refusal' ? 'patternRefusal' : 'thresholdRefusal';
      expect(of(evs, 'ungrounded'), question).toEqual([{ type: 'skipped', column: 'ungrounded', reason: route, message: messagesFor(locale).demo.skipped[key] }]);
      expect(scriptedCounts(provider), question).toEqual(counts);
    }
  });

  it('every must-refuse question of the golden set (ten languages) ends before the model in both columns', async () => {
    useModel();
    const read = (f: string) => readFileSync(f, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { id: string; q: string; locale: Locale });
    const rows = [...read('golden-set/pattern-refusals.jsonl'), ...read('golden-set/off-topic.jsonl')];
    for (const row of rows) {
      const counts = scriptedCounts(provider);
      const evs = await collect({ question: row.q, locale: row.locale });
      const decision = evs[0]!;
      expect(decision.type === 'decision' && ['pattern-refusal', 'threshold-refusal'].includes(decision.route), row.id).toBe(true);
      expect(of(evs, 'ungrounded'), row.id).toEqual([expect.objectContaining({ type: 'skipped', reason: decision.type === 'decision' ? decision.route : '' })]);
      expect(scriptedCounts(provider), row.id).toEqual(counts);
    }
  });

  it('a decision-stage refusal ("none of these") makes no answer call in either column', async () => {
    useModel();
    structured = () => ({ pieces: [`{"choice":"${NONE_LABEL}"}`], delayMs: 0 });
    const answersBefore = answerRequests();
    const evs = await collect({ question: COVERED });
    expect(evs[0]).toMatchObject({ column: 'grounded', type: 'decision', route: 'decision-refusal' });
    expect(of(evs, 'ungrounded')).toEqual([{ type: 'skipped', column: 'ungrounded', reason: 'decision-refusal', message: messagesFor('en').demo.skipped.decisionRefusal }]);
    expect(answerRequests()).toBe(answersBefore);
  });

  it('a failing ungrounded call is that column\'s error; the grounded column is unaffected', async () => {
    useModel();
    script = (p) => (p.includes(NO_SOURCES_LINE) ? { pieces: [], delayMs: 0, status: 500 } : quoteSourcesScript(p));
    const before = (await ledgerRows()).length;
    const evs = await collect({ question: COVERED });
    expect(of(evs, 'ungrounded')).toEqual([
      { type: 'error', column: 'ungrounded', code: DEMO_ERROR_CODE, message: fixedText('en', 'error') }, { type: 'done', column: 'ungrounded', outcome: 'error' },
    ]);
    expect(of(evs, 'grounded').at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    // The provider refused the request outright: its reservation is released, the grounded one settled.
    const answers = (await ledgerRows()).slice(0, (await ledgerRows()).length - before).filter((r) => r.kind === 'answer');
    expect(answers.map((r) => r.status).sort()).toEqual(['released', 'settled']);
  });

  it('the reader leaving aborts both calls; both rows are settled as aborted', async () => {
    useModel();
    script = longAnswers;
    const before = (await ledgerRows()).length;
    const closedBefore = provider.closedEarly;
    const controller = new AbortController();
    const seen: DemoEvent[] = [];
    for await (const ev of answerWithAndWithoutSources({ question: COVERED, locale: 'en' }, { db: h.db, signal: controller.signal })) {
      seen.push(ev);
      if (ev.column === 'ungrounded' && (ev.type === 'withheld' || ev.type === 'text')) controller.abort();
    }
    await expect.poll(() => provider.closedEarly, { timeout: 3000 }).toBe(closedBefore + 2);
    const answers = (await ledgerRows()).slice(0, (await ledgerRows()).length - before).filter((r) => r.kind === 'answer');
    expect(answers.map((r) => [r.status, r.ending])).toEqual([['settled', 'aborted'], ['settled', 'aborted']]);
  });

  it('returning the stream early (the SSE stream cancelled) closes both calls too', async () => {
    useModel();
    script = longAnswers;
    const closedBefore = provider.closedEarly;
    const gen = answerWithAndWithoutSources({ question: COVERED, locale: 'en' }, { db: h.db });
    for (;;) {
      const r = await gen.next();
      if (r.done || (r.value.column === 'ungrounded' && r.value.type !== 'skipped')) break;
    }
    await gen.return(undefined);
    await expect.poll(() => provider.closedEarly, { timeout: 3000 }).toBe(closedBefore + 2);
  });
});

describe(`the demo in extractive mode (${DB_TARGET})`, () => {
  it('the grounded column quotes the site; the ungrounded column explains what a model would show; no call', async () => {
    setEnv({});
    const counts = scriptedCounts(provider);
    const evs = await collect({ question: COVERED });
    expect(evs[0]).toMatchObject({ type: 'decision', column: 'grounded', answerer: 'extractive' });
    expect(of(evs, 'grounded').some((e) => e.type === 'text')).toBe(true);
    expect(of(evs, 'ungrounded')).toEqual([{ type: 'skipped', column: 'ungrounded', reason: 'extractive', message: messagesFor('en').demo.skipped.extractive }]);
    expect(scriptedCounts(provider)).toEqual(counts);
  });
});

describe('POST /api/demo', () => {
  beforeAll(async () => {
    if (process.env.TEST_DATABASE_URL) process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    else process.env.DATA_DIR = 'memory://';
    // The route's database is the server's: created and seeded with content/ on first use, as
    // lib/startup registers it (an empty site holds no name a question asks about, so a question
    // naming the Golestan library would rest on a premise it cannot verify: lib/retrieval `unheldNames`).
    const [{ setFirstUseSeed }, { seedIfEmpty }] = await Promise.all([import('@/lib/db'), import('@/lib/content')]);
    setFirstUseSeed(seedIfEmpty);
  });
  afterEach(async () => { await resetRateLimiterForTests(); });

  const post = async (body: unknown, init: RequestInit & { ip?: string } = {}) => {
    const { POST } = await import('@/app/api/demo/route');
    const headers = { 'Content-Type': 'application/json', 'X-Forwarded-For': init.ip ?? '192.0.2.1', ...(init.headers as Record<string, string> | undefined) };
    return POST(new Request('http://test/api/demo', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), ...init, headers }));
  };
  const events = async (res: Response) => {
    const out: DemoEvent[] = [];
    const reader = res.body!.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return out;
      const ev = JSON.parse(value.data) as DemoEvent;
      expect(value.event).toBe(ev.type);
      out.push(ev);
    }
  };

  it('answers typed 400/413/415 for bad input', async () => {
    const bad = await post({ question: '', locale: 'xx' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'bad_request:demo', fields: { question: expect.any(Array), locale: expect.any(Array) } } });
    // One question, no conversation.
    expect(await (await post({ question: 'What is Parsegar?', locale: 'en', history: [] })).json()).toMatchObject({ error: { code: 'bad_request:demo' } });
    expect(await (await post('{')).json()).toMatchObject({ error: { code: 'bad_request:demo' } });
    const plain = await post({ question: 'hi', locale: 'en' }, { headers: { 'Content-Type': 'text/plain' } });
    expect(plain.status).toBe(415);
    expect(await plain.json()).toMatchObject({ error: { code: 'unsupported_media_type:demo' } });
    const big = await post(JSON.stringify({ question: 'a', locale: 'en', pad: 'x'.repeat(20_000) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: { code: 'payload_too_large:demo' } });
    // The longest valid question in a four-byte script fits the body limit.
    const long = await post({ question: '𠀀'.repeat(500), locale: 'zh' });
    expect(long.status).toBe(200);
    await long.body?.cancel();
  });

  it('streams both columns as SSE, every event with its column', async () => {
    useModel();
    const res = await post({ question: COVERED, locale: 'en' }, { ip: `10.9.${randomInt(256)}.${randomInt(256)}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const evs = await events(res);
    expect(new Set(evs.map((e) => e.column))).toEqual(new Set(['grounded', 'ungrounded']));
    expect(evs.filter((e) => e.type === 'done').map((e) => e.column).sort()).toEqual(['grounded', 'ungrounded']);
    expect(evs.find((e) => e.type === 'audit')).toMatchObject({ column: 'ungrounded', withheld: 3 });
  });

  it('the pair is one request for the per-IP rate limit, shared with the chat', async () => {
    const previous = process.env.RATE_LIMIT_PER_MINUTE;
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    useModel();
    await resetRateLimiterForTests();
    onTestFinished(() => {
      process.env.RATE_LIMIT_PER_MINUTE = previous;
      resetEnvForTests();
    });
    const ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const answersBefore = answerRequests();
    for (let i = 0; i < 2; i++) {
      const res = await post({ question: COVERED, locale: 'en' }, { ip });
      expect(res.status).toBe(200);
      await events(res);
    }
    // Two demo requests made four answer calls and used two of the two allowed requests.
    expect(answerRequests()).toBe(answersBefore + 4);
    const third = await post({ question: COVERED, locale: 'fa' }, { ip });
    expect(third.status).toBe(429);
    expect(await third.json()).toMatchObject({ error: { code: 'rate_limited:demo', message: fixedText('fa', 'rateLimited') } });
    const { POST: chat } = await import('@/app/api/chat/route');
    const viaChat = await chat(new Request('http://test/api/chat', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip }, body: JSON.stringify({ question: 'What is Parsegar?', locale: 'en' }) }));
    expect(viaChat.status).toBe(429);
    expect(answerRequests()).toBe(answersBefore + 4);
  });
});

describe('demo.* messages', () => {
  const keys = (o: object, p = ''): string[] => Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v as object, `${p}${k}.`) : [`${p}${k}`])).sort();

  it('every locale has the same demo keys, every text its own and non-empty, and the counts format in its plural rules', async () => {
    const { IntlMessageFormat } = await import('intl-messageformat');
    const en = keys(messagesFor('en').demo);
    for (const locale of ['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh'] as const) {
      const demo = messagesFor(locale).demo;
      expect(keys(demo), locale).toEqual(en);
      for (const k of en) expect(k.split('.').reduce<unknown>((o, x) => (o as Record<string, unknown>)[x], demo), `${locale} ${k}`).toMatch(/\S/);
      if (locale !== 'en') expect(demo.intro, locale).not.toBe(messagesFor('en').demo.intro);
      for (const n of [0, 1, 2, 3, 5, 11, 21, 100]) {
        for (const k of ['released', 'withheldCount'] as const) {
          const text = new IntlMessageFormat(demo[k], locale).format({ count: n }) as string;
          expect(text, `${locale} ${k} ${n}`).toMatch(/\S/);
          expect(text).not.toContain('{');
        }
      }
    }
  });
});
