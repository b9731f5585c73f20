/**
 * The hosted reranking stage against a scripted rerank endpoint over HTTP (Cohere v2 and Together
 * JSON): the real AI SDK provider clients build the requests and parse the answers; only the
 * reranker's scores are scripted. Each call's ledger row is checked on a real database.
 */
import { desc, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startScriptedProvider, type JsonScript, type ScriptedProvider } from '@/e2e/support/scripted-provider';
import { CostLedger, RERANK_MODELS, rerankCostNanoUsd, rerankUnitsBound, utf8Bytes } from '@/lib/cost';
import type { DbHandle } from '@/lib/db';
import { costLedger } from '@/lib/db/schema';
import { configuredHostedReranker, rerankDocument, type RerankCandidate } from '@/lib/retrieval/hosted-rerank';
import type { AssistantEvent } from '@/lib/assistant/events';
import { answerQuestion } from '@/lib/assistant/pipeline';
import { seedDatabase } from '@/lib/content';
import { DB_TARGET, envConfigurer, freshDatabase } from './support';

let h: DbHandle;
let provider: ScriptedProvider;
type RerankBody = ScriptedProvider['rerankRequests'][number];
let answer: (body: RerankBody) => JsonScript = () => ({ status: 500 });

const ENV = ['RERANK_MODEL', 'COHERE_API_KEY', 'COHERE_BASE_URL', 'TOGETHER_API_KEY', 'TOGETHER_BASE_URL', 'MONTHLY_COST_CAP_USD'] as const;
const configure = envConfigurer(ENV);

const candidates: RerankCandidate[] = [
  { title: 'Fetchers', heading: 'Basic usage', content: 'A fetcher downloads a page and returns a response object.' },
  { title: 'Sponsors', heading: 'Top Sponsors', content: 'Thanks to our sponsors.' },
  { title: 'Stealthy fetcher', heading: 'Options', content: 'Set disable_resources to skip images, fonts and media while fetching.' },
];
const question = 'How do I stop the fetcher from loading images?';

beforeAll(async () => {
  h = await freshDatabase();
  provider = await startScriptedProvider({ rerank: (b) => answer(b) });
});
afterAll(async () => {
  configure({});
  await provider?.close();
  await h?.close();
});
beforeEach(async () => {
  await h.db.execute(sql`delete from cost_ledger`);
});
afterEach(() => configure({}));

const rows = () => h.db.select().from(costLedger).orderBy(desc(costLedger.id));
const cohere = () => configure({ RERANK_MODEL: 'cohere:rerank-v3.5', COHERE_API_KEY: 'test-key', COHERE_BASE_URL: provider.url });

describe(`hosted reranker (${DB_TARGET})`, () => {
  it('is off without RERANK_MODEL: no reranker, no request', async () => {
    configure({});
    const before = provider.rerankRequests.length;
    expect(await configuredHostedReranker({ ledger: new CostLedger(h.db) })).toBeNull();
    expect(provider.rerankRequests.length).toBe(before);
  });

  it('Cohere: returns the provider\'s order, sends title + heading + text, one ledger row settled to the billed search units', async () => {
    cohere();
    answer = () => ({ body: { id: 'r1', results: [{ index: 2, relevance_score: 0.91 }, { index: 0, relevance_score: 0.4 }, { index: 1, relevance_score: 0.02 }], meta: { billed_units: { search_units: 1 } } } });
    const reranker = (await configuredHostedReranker({ ledger: new CostLedger(h.db) }))!;
    const ranking = await reranker(question, candidates);
    expect(ranking).toEqual([{ index: 2, score: 0.91 }, { index: 0, score: 0.4 }, { index: 1, score: 0.02 }]);
    const sent = provider.rerankRequests.at(-1)!;
    expect(sent).toMatchObject({ model: 'rerank-v3.5', query: question, documents: candidates.map(rerankDocument) });
    const spec = RERANK_MODELS['cohere:rerank-v3.5']!;
    const [row, ...rest] = await rows();
    expect(rest).toEqual([]);
    // One search unit: 3 documents of well under 500 bytes each (with the query) → 3 chunks of 100.
    expect(rerankUnitsBound(spec, utf8Bytes(question), candidates.map((c) => utf8Bytes(rerankDocument(c))))).toBe(1);
    expect(row).toMatchObject({
      kind: 'rerank', model: 'cohere:rerank-v3.5', status: 'settled', ending: 'finished', usageSource: 'provider',
      reservedNusd: 2_000_000, costNusd: 2_000_000, inputTokens: null,
      promptBytes: utf8Bytes(question) + candidates.reduce((n, c) => n + utf8Bytes(rerankDocument(c)), 0),
    });
  });

  it('Cohere: an HTTP 500 keeps the given order, releases the reservation and says so', async () => {
    cohere();
    answer = () => ({ status: 500 });
    const lines: Record<string, unknown>[] = [];
    const reranker = (await configuredHostedReranker({ ledger: new CostLedger(h.db), log: (l) => lines.push(l) }))!;
    const before = provider.rerankRequests.length;
    expect(await reranker(question, candidates)).toEqual([{ index: 0, score: 0 }, { index: 1, score: 0 }, { index: 2, score: 0 }]);
    expect(provider.rerankRequests.length).toBe(before + 1); // one call, no retry
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'rerank', status: 'released', costNusd: 0, ending: 'error' });
    expect(lines).toEqual([expect.objectContaining({ event: 'rerank-fallback', reason: 'provider-error', ledgerId: row!.id })]);
  });

  it('over the cap: no call, the given order, no row (fail closed)', async () => {
    configure({ RERANK_MODEL: 'cohere:rerank-v3.5', COHERE_API_KEY: 'test-key', COHERE_BASE_URL: provider.url, MONTHLY_COST_CAP_USD: '0.001' }); // one search unit is 0.002 USD
    const lines: Record<string, unknown>[] = [];
    const reranker = (await configuredHostedReranker({ ledger: new CostLedger(h.db), log: (l) => lines.push(l) }))!;
    const before = provider.rerankRequests.length;
    expect((await reranker(question, candidates)).map((x) => x.index)).toEqual([0, 1, 2]);
    expect(provider.rerankRequests.length).toBe(before);
    expect(await rows()).toEqual([]);
    expect(lines[0]).toMatchObject({ event: 'rerank-fallback', reason: 'cap' });
  });

  it('the request\'s abort cuts the call: the given order, the row settled at its bound', async () => {
    cohere();
    let release!: () => void;
    const held = new Promise<void>((r) => { release = r; });
    const ac = new AbortController();
    answer = () => { setTimeout(() => ac.abort(), 0); return { waitFor: held, body: { results: [] } }; };
    const reranker = (await configuredHostedReranker({ ledger: new CostLedger(h.db) }))!;
    try {
      expect((await reranker(question, candidates, ac.signal)).map((x) => x.index)).toEqual([0, 1, 2]);
    } finally {
      release();
    }
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'rerank', status: 'settled', ending: 'aborted', usageSource: 'estimated', costNusd: row!.reservedNusd });
  });

  it('Together: per-token pricing, settled to the reported total tokens', async () => {
    configure({ RERANK_MODEL: 'together:Salesforce/Llama-Rank-v1', TOGETHER_API_KEY: 'test-key', TOGETHER_BASE_URL: provider.url });
    answer = () => ({ body: { id: 't1', model: 'Salesforce/Llama-Rank-v1', results: [{ index: 1, relevance_score: 0.7 }, { index: 2, relevance_score: 0.6 }, { index: 0, relevance_score: 0.1 }], usage: { prompt_tokens: 120, completion_tokens: 0, total_tokens: 120 } } });
    const reranker = (await configuredHostedReranker({ ledger: new CostLedger(h.db) }))!;
    expect((await reranker(question, candidates)).map((x) => x.index)).toEqual([1, 2, 0]);
    const spec = RERANK_MODELS['together:Salesforce/Llama-Rank-v1']!;
    const bound = rerankUnitsBound(spec, utf8Bytes(question), candidates.map((c) => utf8Bytes(rerankDocument(c))));
    const [row] = await rows();
    expect(row).toMatchObject({ kind: 'rerank', status: 'settled', usageSource: 'provider', inputTokens: 120, costNusd: rerankCostNanoUsd(spec, 120), reservedNusd: rerankCostNanoUsd(spec, bound) });
  });

  it('generated variants: any provider order comes back as a permutation in that order, each call one settled row', async () => {
    cohere();
    const reranker = (await configuredHostedReranker({ ledger: new CostLedger(h.db) }))!;
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ title: fc.string({ maxLength: 30 }), heading: fc.string({ maxLength: 20 }), content: fc.string({ minLength: 1, maxLength: 200 }) }), { minLength: 1, maxLength: 20 })
        .chain((cs) => fc.tuple(fc.constant(cs), fc.shuffledSubarray(cs.map((_, i) => i), { minLength: cs.length, maxLength: cs.length }))),
      async ([cs, order]) => {
        await h.db.execute(sql`delete from cost_ledger`);
        answer = () => ({ body: { results: order.map((index, r) => ({ index, relevance_score: 1 - r / order.length })), meta: { billed_units: { search_units: 1 } } } });
        const ranking = await reranker(question, cs);
        expect(ranking.map((x) => x.index)).toEqual(order);
        expect((await rows()).map((r) => r.status)).toEqual(['settled']);
      },
    ), { numRuns: 15 });
  });

  it('in the pipeline: the reranker reorders the candidates and its first passage is the one the answer quotes', async () => {
    await seedDatabase(h.db);
    cohere();
    let sent: RerankBody | undefined;
    // The scripted reranker puts the last candidate first: the extractive answer must quote it as [S1].
    answer = (b) => { sent = b; return { body: { id: 'r9', results: b.documents.map((_: unknown, i: number) => ({ index: b.documents.length - 1 - i, relevance_score: 1 - i / 100 })), meta: { billed_units: { search_units: 1 } } } }; };
    const asked = 'What did Darya build for the Golestan Manuscript Library archive?';
    const events: AssistantEvent[] = [];
    for await (const ev of answerQuestion({ question: asked, locale: 'en', history: [] }, { db: h.db, embedder: null })) events.push(ev);
    expect(sent, 'one rerank request').toBeDefined();
    expect(sent!.query).toBe(asked);
    expect(sent!.documents.length).toBeGreaterThan(1);
    const last = sent!.documents.at(-1) as string;
    // The passages reach the answerer (and the decision event) in the reranker's order.
    const decision = events.find((e): e is Extract<AssistantEvent, { type: 'decision' }> => e.type === 'decision')!;
    expect(decision.route).toBe('passages');
    expect(last.startsWith(decision.passages[0]!.title)).toBe(true);
    expect(events.some((e) => e.type === 'text')).toBe(true);
    expect((await rows()).map((r) => r.kind)).toEqual(['rerank']);
  });
});

