/**
 * The decision stage (choose one of the top passages or "none of these") through the pipeline,
 * against the scripted OpenAI-compatible server over HTTP: the real AI SDK clients run — the
 * structured-output path on `openai-compatible`, the typed-decision path (`experimental_decide`)
 * on `openai` pointed at the scripted `/decisions` endpoint. Each case checks its events, the
 * requests the server saw, and its ledger rows (reserved → settled or released).
 */
import { asc, desc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { quoteSourcesScript, startScriptedProvider, type JsonScript, type Script, type ScriptedProvider } from '@/e2e/support/scripted-provider';
import { decidePassage, decisionPromptBytes, NONE_LABEL, type DecisionCandidate } from '@/lib/assistant/decision';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { seedDatabase } from '@/lib/content';
import { ANSWER_MODELS, CostLedger, upperBoundNanoUsd, utf8Bytes } from '@/lib/cost';
import type { DbHandle } from '@/lib/db';
import { assistantEvents, costLedger } from '@/lib/db/schema';
import { fixedText } from '@/lib/i18n/messages';
import { getDecisionModel } from '@/lib/providers';
import { DB_TARGET, envConfigurer, freshDatabase } from './support';

const spec = ANSWER_MODELS['openai-compatible:*']!;
const question = 'What did Darya build for the Golestan Manuscript Library archive?';
/** DECISION_MAX_OUTPUT_TOKENS default. */
const DECISION_OUT = 64;

let h: DbHandle;
let provider: ScriptedProvider;
let answerScript: (prompt: string) => Script = () => ({ pieces: ['NO_ANSWER'], delayMs: 1 });
let structured: (prompt: string) => Script = () => ({ pieces: ['{"choice":"S1"}'], delayMs: 0 });
let decide: (body: Record<string, unknown>) => JsonScript = () => ({ status: 404 });
/** Resolves calls a test held open; called after each test. */
let releaseHeld: () => void = () => {};

const ENV = ['ASSISTANT_MODEL', 'OPENAI_BASE_URL', 'OPENAI_API_KEY', 'DECISION_MODEL', 'DECISION_TIMEOUT_MS', 'MONTHLY_COST_CAP_USD'] as const;
const configure = envConfigurer(ENV);
const compatible = (extra: Partial<Record<(typeof ENV)[number], string>> = {}) => configure({ ASSISTANT_MODEL: 'openai-compatible:scripted', OPENAI_BASE_URL: provider.url, ...extra });

beforeAll(async () => {
  h = await freshDatabase();
  await seedDatabase(h.db);
  provider = await startScriptedProvider({ script: (p) => answerScript(p), structured: (p) => structured(p), decide: (b) => decide(b) });
});
afterAll(async () => {
  configure({});
  await provider?.close();
  await h?.close();
});
beforeEach(async () => {
  await h.db.execute(sql`delete from cost_ledger`);
  await h.db.execute(sql`delete from assistant_events`);
  answerScript = () => ({ pieces: ['The archive held ', '1.2 million pages [S1].'], delayMs: 1 });
  compatible();
});
afterEach(() => {
  releaseHeld();
  configure({});
});

async function collect(opts: { signal?: AbortSignal } = {}): Promise<AssistantEvent[]> {
  const out: AssistantEvent[] = [];
  for await (const ev of answerQuestion({ question, locale: 'en', history: [] }, { db: h.db, ...opts })) out.push(ev);
  return out;
}
/** Ledger rows, oldest first. */
const rows = () => h.db.select().from(costLedger).orderBy(asc(costLedger.id));
const recorded = () => h.db.select().from(assistantEvents).orderBy(desc(assistantEvents.id));
const decisionOf = (evs: AssistantEvent[]) => evs.find((e): e is Extract<AssistantEvent, { type: 'decision' }> => e.type === 'decision');
/** The source titles of a prompt, in marker order ("[S1] title" lines). */
const titles = (prompt: string) => [...prompt.matchAll(/^\[S(\d+)\] ([^\n—]*?)(?: — .*)?$/gm)].map((m) => m[2]!.trim());
/** A promise a test holds a call open with; released after the test. */
function held(): Promise<void> {
  return new Promise<void>((r) => { releaseHeld = r; });
}

describe(`decision stage, structured output on openai-compatible (${DB_TARGET})`, () => {
  it('the zero-key default makes no decision call and carries no decision stage', async () => {
    configure({});
    const before = provider.structuredRequests.length + provider.requests.length;
    const evs = await collect();
    expect(decisionOf(evs)).toMatchObject({ route: 'passages', answerer: 'extractive' });
    expect(decisionOf(evs)).not.toHaveProperty('decisionStage');
    expect(provider.structuredRequests.length + provider.requests.length).toBe(before);
    expect(await rows()).toEqual([]);
  });

  it('DECISION_MODEL=off: the answer model answers without a decision call', async () => {
    compatible({ DECISION_MODEL: 'off' });
    const before = provider.structuredRequests.length;
    const evs = await collect();
    expect(decisionOf(evs)).not.toHaveProperty('decisionStage');
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect(provider.structuredRequests.length).toBe(before);
    expect((await rows()).map((r) => r.kind)).toEqual(['answer']);
  });

  it('a choice: the chosen passage leads the answer\'s sources; the decision row settles to the reported usage', async () => {
    structured = () => ({ pieces: ['{"choice":"S2"}'], delayMs: 0 });
    answerScript = (p) => ({ ...quoteSourcesScript(p), delayMs: 1 });
    const beforeAnswers = provider.requests.length;
    const evs = await collect();
    const sent = provider.structuredRequests.at(-1)!;
    const offered = titles(sent.messages.at(-1)!.content);
    expect(offered.length).toBeGreaterThanOrEqual(2);
    const d = decisionOf(evs)!;
    expect(d).toMatchObject({ route: 'passages', answerer: 'model', decisionStage: { model: 'openai-compatible:scripted', path: 'structured', picked: 'passage', probability: null } });
    expect(d.decisionStage!.passageId).toEqual(expect.any(Number));
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    // The answer call ran, with the chosen passage as [S1] and the first one after it.
    expect(provider.requests.length).toBe(beforeAnswers + 1);
    const answered = titles(provider.requests.at(-1)!.messages.at(-1)!.content);
    expect(answered.slice(0, 2)).toEqual([offered[1], offered[0]]);
    // The structured call asks for JSON and carries the enum in its instructions.
    expect(sent.response_format).toEqual({ type: 'json_object' });
    expect(sent.max_tokens).toBe(DECISION_OUT);
    const [decision, answer] = await rows();
    const input = utf8Bytes(sent.messages.at(-1)!.content); // the server reports prompt_tokens = bytes of the last message
    expect(decision).toMatchObject({
      kind: 'decision', model: 'openai-compatible:scripted', status: 'settled', ending: 'finished', usageSource: 'provider',
      inputTokens: input, outputTokens: 1, costNusd: input * 400 + 1 * 1600,
    });
    expect(decision!.reservedNusd).toBe(upperBoundNanoUsd(spec, decision!.promptBytes, DECISION_OUT));
    // The bound's prompt covers everything the call sent as text.
    expect(decision!.promptBytes).toBeGreaterThanOrEqual(sent.messages.reduce((n, m) => n + utf8Bytes(m.content), 0));
    expect(answer).toMatchObject({ kind: 'answer', status: 'settled' });
    expect((await recorded())[0]).toMatchObject({ outcome: 'answered', layer: 'passages', decisionProbability: null });
  });

  it('"none of these": the fixed refusal, route decision-refusal, and no answer call', async () => {
    structured = () => ({ pieces: [`{"choice":"${NONE_LABEL}"}`], delayMs: 0 });
    const beforeAnswers = provider.requests.length;
    const beforeDecisions = provider.structuredRequests.length;
    const evs = await collect();
    expect(evs).toEqual([
      expect.objectContaining({ type: 'decision', route: 'decision-refusal', answerer: null, decisionStage: expect.objectContaining({ picked: 'none', passageId: null, path: 'structured' }) }),
      { type: 'notice', kind: 'refused', message: fixedText('en', 'refusal') },
      { type: 'done', outcome: 'refused', answerId: expect.any(String) },
    ]);
    expect(provider.structuredRequests.length).toBe(beforeDecisions + 1);
    expect(provider.requests.length).toBe(beforeAnswers);
    // The answer's bound was reserved while the decision model answered; "none" released it (cost 0).
    expect((await rows()).map((r) => [r.kind, r.status, r.ending, r.costNusd])).toEqual([['decision', 'settled', 'finished', expect.any(Number)], ['answer', 'released', 'error', 0]]);
    expect((await recorded())[0]).toMatchObject({ outcome: 'refused', layer: 'decision-refusal' });
  });

  it('malformed output: the threshold decision stands, the event says so, the call is billed as reported', async () => {
    structured = () => ({ pieces: ['I would pick ', 'the second passage.'], delayMs: 0 });
    const beforeAnswers = provider.requests.length;
    const evs = await collect();
    expect(decisionOf(evs)).toMatchObject({ route: 'passages', answerer: 'model', decisionStage: { picked: 'fallback', fallback: 'malformed', passageId: null, probability: null } });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect(provider.requests.length).toBe(beforeAnswers + 1);
    const [decision, answer] = await rows();
    expect(decision).toMatchObject({ kind: 'decision', status: 'settled', ending: 'error', usageSource: 'provider', outputTokens: 2 });
    expect(answer).toMatchObject({ kind: 'answer', status: 'settled' });
  });

  it('a label outside the enum is malformed too', async () => {
    structured = () => ({ pieces: ['{"choice":"S9"}'], delayMs: 0 });
    const evs = await collect();
    expect(decisionOf(evs)!.decisionStage).toMatchObject({ picked: 'fallback', fallback: 'malformed' });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
  });

  it('timeout: the threshold decision stands; the cut call is settled at its bound (its output may exist)', async () => {
    compatible({ DECISION_TIMEOUT_MS: '100' });
    const hold = held();
    structured = () => ({ pieces: ['{"choice":"none"}'], delayMs: 0, waitFor: hold });
    const beforeAnswers = provider.requests.length;
    const evs = await collect();
    expect(decisionOf(evs)).toMatchObject({ route: 'passages', decisionStage: { picked: 'fallback', fallback: 'timeout' } });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect(provider.requests.length).toBe(beforeAnswers + 1);
    const [decision] = await rows();
    expect(decision).toMatchObject({ kind: 'decision', status: 'settled', ending: 'stopped', usageSource: 'estimated', outputTokens: DECISION_OUT });
    expect(decision!.costNusd).toBe(decision!.reservedNusd);
  });

  it('provider error (HTTP 500): the threshold decision stands, the reservation is released', async () => {
    structured = () => ({ pieces: [], delayMs: 0, status: 500 });
    const beforeDecisions = provider.structuredRequests.length;
    const evs = await collect();
    expect(decisionOf(evs)).toMatchObject({ route: 'passages', decisionStage: { picked: 'fallback', fallback: 'provider-error' } });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect(provider.structuredRequests.length).toBe(beforeDecisions + 1); // no retry
    expect((await rows()).map((r) => [r.kind, r.status, r.costNusd])).toEqual([['decision', 'released', 0], ['answer', 'settled', expect.any(Number)]]);
  });

  it('abort: the reader leaves during the decision: no answer call, no events after, the row settled as aborted', async () => {
    const ac = new AbortController();
    const hold = held();
    structured = () => { setTimeout(() => ac.abort(), 0); return { pieces: ['{"choice":"S1"}'], delayMs: 0, waitFor: hold }; };
    const beforeAnswers = provider.requests.length;
    const evs = await collect({ signal: ac.signal });
    expect(evs).toEqual([]);
    expect(provider.requests.length).toBe(beforeAnswers);
    const [decision, ...rest] = await rows();
    expect(rest.map((r) => [r.kind, r.status, r.costNusd])).toEqual([['answer', 'released', 0]]);
    expect(decision).toMatchObject({ kind: 'decision', status: 'settled', ending: 'aborted', outputTokens: DECISION_OUT });
  });

  it('the answer\'s reservation is made while the decision model answers, not after it (issue 26)', async () => {
    const hold = held();
    let decisionAsked!: () => void;
    const asked = new Promise<void>((r) => { decisionAsked = r; });
    structured = () => { decisionAsked(); return { pieces: ['{"choice":"S1"}'], delayMs: 0, waitFor: hold }; };
    answerScript = (p) => ({ ...quoteSourcesScript(p), delayMs: 1 });
    const run = collect();
    await asked;
    // The decision call is held open: the answer's row is already reserved beside the decision's.
    await expect.poll(async () => (await rows()).map((r) => [r.kind, r.status]), { timeout: 5000 }).toEqual([['decision', 'reserved'], ['answer', 'reserved']]);
    releaseHeld();
    const evs = await run;
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect((await rows()).map((r) => [r.kind, r.status])).toEqual([['decision', 'settled'], ['answer', 'settled']]);
  });

  it('every answer logs when each stage ended, in pipeline order (per-stage timing, bench:chat)', async () => {
    answerScript = (p) => ({ ...quoteSourcesScript(p), delayMs: 1 });
    const lines: Record<string, unknown>[] = [];
    for await (const _ of answerQuestion({ question, locale: 'en', history: [] }, { db: h.db, log: (l) => lines.push(l) })) { /* drain */ }
    const stages = lines.filter((l) => l.event === 'stages');
    expect(stages).toHaveLength(1);
    const marks = stages[0]!.marks as Record<string, number>;
    const order = ['profile', 'l1', 'analysis', 'retrieval', 'decision', 'reserve', 'firstModelByte', 'firstSentence'];
    expect(Object.keys(marks).sort()).toEqual([...order].sort());
    const times = order.map((k) => marks[k]!);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(stages[0]!.gateMs).toBeGreaterThanOrEqual(0);
  });

  it('over the cap: the monthly-limit notice and no call at all (fail closed)', async () => {
    compatible({ MONTHLY_COST_CAP_USD: '0.0001' });
    const before = provider.structuredRequests.length + provider.requests.length;
    const evs = await collect();
    expect(decisionOf(evs)).toMatchObject({ route: 'passages', decisionStage: { picked: 'fallback', fallback: 'cap' } });
    expect(evs.slice(-2)).toEqual([{ type: 'notice', kind: 'budget', message: fixedText('en', 'budget') }, { type: 'done', outcome: 'limited', answerId: expect.any(String) }]);
    expect(provider.structuredRequests.length + provider.requests.length).toBe(before);
    expect(await rows()).toEqual([]);
  });
});

describe(`decision stage, typed decisions (experimental_decide) on openai (${DB_TARGET})`, () => {
  const openai = () => configure({ ASSISTANT_MODEL: 'openai:gpt-4.1-mini', OPENAI_API_KEY: 'test-key', OPENAI_BASE_URL: provider.url });
  /** A complete distribution over the labels the request offered (the AI SDK checks it is): `p` for the choice, the rest shared. */
  const answerWith = (choice: string, p: number) => (body: Record<string, unknown>): JsonScript => {
    const values = (body as { questions: { choices: { value: string }[] }[] }).questions[0]!.choices.map((c) => c.value);
    const rest = (1 - p) / (values.length - 1);
    return {
      body: {
        model: 'gpt-4.1-mini', usage: { input_tokens: 321, output_tokens: 5 },
        answers: [{ type: 'choice', name: 'passage', choice, probabilities: values.map((value) => ({ value, probability: value === choice ? p : rest })) }],
      },
    };
  };

  it('a choice with its probability: in the decision event and in the recorded answer', async () => {
    openai();
    decide = answerWith('S1', 0.82);
    const evs = await collect();
    const sent = provider.decisionRequests.at(-1)! as { questions: { name: string; type: string; choices: { value: string }[] }[]; input: unknown[] };
    expect(sent.questions[0]).toMatchObject({ type: 'choice', name: 'passage' });
    expect(sent.questions[0]!.choices.map((c) => c.value)).toContain(NONE_LABEL);
    expect(decisionOf(evs)).toMatchObject({ route: 'passages', decisionStage: { path: 'decide', model: 'openai:gpt-4.1-mini', picked: 'passage', probability: 0.82 } });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    const [decision] = await rows();
    const s = ANSWER_MODELS['openai:gpt-4.1-mini']!;
    expect(decision).toMatchObject({ kind: 'decision', status: 'settled', usageSource: 'provider', inputTokens: 321, outputTokens: 5, costNusd: 321 * 400 + 5 * 1600 });
    expect((await recorded())[0]).toMatchObject({ outcome: 'answered', decisionProbability: 0.82 });
    expect(decision!.reservedNusd).toBe(upperBoundNanoUsd(s, decision!.promptBytes, DECISION_OUT));
  });

  it('"none of these" with its probability: refusal, no answer call', async () => {
    openai();
    decide = answerWith('none', 0.95);
    const beforeAnswers = provider.requests.length;
    const evs = await collect();
    expect(evs.map((e) => e.type)).toEqual(['decision', 'notice', 'done']);
    expect(decisionOf(evs)).toMatchObject({ route: 'decision-refusal', decisionStage: { picked: 'none', probability: 0.95 } });
    expect(provider.requests.length).toBe(beforeAnswers);
    expect((await recorded())[0]).toMatchObject({ outcome: 'refused', layer: 'decision-refusal', decisionProbability: 0.95 });
  });

  it('an incomplete probability distribution is malformed (the AI SDK checks it): the threshold decision stands', async () => {
    openai();
    decide = () => ({ body: { answers: [{ type: 'choice', name: 'passage', choice: 'S1', probabilities: [{ value: 'S1', probability: 0.9 }] }] } });
    const evs = await collect();
    expect(decisionOf(evs)!.decisionStage).toMatchObject({ picked: 'fallback', fallback: 'malformed' });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
    expect((await rows())[0]).toMatchObject({ kind: 'decision', status: 'settled', ending: 'error' });
  });

  it('a decision answer of the wrong shape is malformed: the threshold decision stands', async () => {
    openai();
    decide = () => ({ body: { answers: [{ type: 'choice', name: 'other', choice: 'S1', probabilities: [] }] } });
    const evs = await collect();
    expect(decisionOf(evs)!.decisionStage).toMatchObject({ picked: 'fallback', fallback: 'malformed' });
    expect(evs.at(-1)).toMatchObject({ type: 'done', outcome: 'answered' });
  });
});

describe(`decidePassage, generated variants (${DB_TARGET})`, () => {
  it('any candidate set, any script, any label: the label maps to its passage, "none" to none, one settled row whose bound covers what was sent', async () => {
    compatible();
    const model = (await getDecisionModel())!;
    const ledger = new CostLedger(h.db);
    // Any Unicode text (grapheme units: every script, combining marks, emoji) in question and passages.
    const text = (minLength: number, maxLength: number) => fc.string({ unit: 'grapheme', minLength, maxLength });
    const candidate = fc.record({ id: fc.nat(), title: text(1, 40), heading: text(0, 30), content: text(1, 300) });
    await fc.assert(fc.asyncProperty(
      text(1, 120), fc.array(candidate, { minLength: 1, maxLength: 8 }).chain((cs) => fc.tuple(fc.constant(cs), fc.integer({ min: -1, max: Math.min(cs.length, 5) - 1 }))),
      async (question, [cs, pick]) => {
        await h.db.execute(sql`delete from cost_ledger`);
        structured = () => ({ pieces: [JSON.stringify({ choice: pick < 0 ? NONE_LABEL : `S${pick + 1}` })], delayMs: 0 });
        const d = await decidePassage({ question, candidates: cs as DecisionCandidate[], model, spec, ledger, capNusd: 1e12, timeoutMs: 5000, maxOutputTokens: DECISION_OUT });
        if (pick < 0) expect(d).toMatchObject({ picked: 'none', passageId: null, index: null });
        else expect(d).toMatchObject({ picked: 'passage', index: pick, passageId: cs[pick]!.id });
        const [row, ...rest] = await rows();
        expect(rest).toEqual([]);
        expect(row).toMatchObject({ kind: 'decision', status: 'settled', promptBytes: decisionPromptBytes(question, cs.slice(0, 5)) });
        const sent = provider.structuredRequests.at(-1)!;
        expect(sent.messages.reduce((n, m) => n + utf8Bytes(m.content), 0)).toBeLessThanOrEqual(row!.promptBytes);
      },
    ), { numRuns: 15 });
  });
});
