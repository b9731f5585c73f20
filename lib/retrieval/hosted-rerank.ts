/**
 * The hosted reranking stage (design, "Rerank + none of these"): a cross-encoder reranker behind
 * the AI SDK's `rerank()` re-scores the candidates retrieval gathered. One reservation in the cost
 * ledger per call, as for embeddings; over the cap or with the ledger unreachable no call is made
 * (fail closed). Whatever goes wrong — no reservation, provider error, time limit — the candidates
 * keep the order they came in and the result says why.
 *
 * Reranker scores are for ORDER only: they scatter too much between questions for a fixed
 * cut-off (design), so nothing here or downstream refuses on them; the refusal comes from the
 * bounded threshold and the decision stage.
 */
import { rerank } from 'ai';
import { RERANK_MODELS, rerankCostNanoUsd, rerankUnitsBound, utf8Bytes, type CostLedger, type RerankSpec } from '@/lib/cost';
import { env } from '@/lib/env';
import { getRerankModel } from '@/lib/providers';

/**
 * What a reranker needs of a candidate passage. Declared here until the lead unifies it with the
 * lexical reranker's candidate type (retrieval's candidate passage has these fields).
 */
export interface RerankCandidate {
  title: string;
  heading: string;
  content: string;
}

/**
 * A reranking stage: the candidates' indices (into `candidates`) best first, with the reranker's
 * score (provider-specific scale, order only).
 */
export type Reranker<C extends RerankCandidate = RerankCandidate> = (question: string, candidates: C[], signal?: AbortSignal) => Promise<Array<{ index: number; score: number }>>;

/** Why a hosted rerank kept the given order. */
export type RerankFallback = 'cap' | 'unavailable' | 'provider-error' | 'timeout' | 'aborted';

/** Result of {@link hostedRerank}. */
export interface HostedRerankResult {
  /** Indices into the candidates, best first. On fallback: the given order, score 0 (no reranker score). */
  ranking: Array<{ index: number; score: number }>;
  /** Set when the reranker did not run or failed: the ranking is the given order. */
  fallback?: RerankFallback;
  /** The ledger row of the call, when one was reserved. */
  ledgerId?: number;
  /** The provider's message, when it failed. */
  error?: string;
}

/** The text a reranker scores for a candidate: title, heading and passage text, one per line. */
export function rerankDocument(c: RerankCandidate): string {
  return [c.title, c.heading, c.content].filter((x) => x.trim() !== '').join('\n');
}

/**
 * Billable units a provider reported in its response body, when it did: Cohere's
 * `meta.billed_units.search_units` (v2 rerank API), Together's `usage.total_tokens`.
 */
function reportedUnits(spec: RerankSpec, body: unknown): number | undefined {
  const b = body as { meta?: { billed_units?: { search_units?: unknown } }; usage?: { total_tokens?: unknown } } | undefined;
  const n = spec.billing === 'search-unit' ? b?.meta?.billed_units?.search_units : b?.usage?.total_tokens;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Reranks candidates through a hosted reranking model, with its ledger row.
 *
 * Ledger: reserves {@link rerankUnitsBound} (bytes as tokens; for per-search pricing, search units
 * from Cohere's 100-documents / 500-token-chunk rule) at the catalog price; settles to the units the
 * provider reported, else to the bound (`estimated`); releases when the provider answered with an
 * HTTP error (nothing was ranked). A call cut off by the time limit or the request's abort is
 * settled at the bound: the provider may have ranked everything.
 * @param args.model a reranking model (`provider.rerankingModel(id)`); `id` names it in the ledger
 * @param args.capNusd the monthly cap, nano-USD
 * @param args.timeoutMs time limit of the call, ms
 * @returns never throws; see {@link HostedRerankResult.fallback}
 */
export async function hostedRerank<C extends RerankCandidate>(args: {
  question: string; candidates: C[]; signal?: AbortSignal;
  model: Parameters<typeof rerank>[0]['model']; id: string; spec: RerankSpec; ledger: CostLedger; capNusd: number; timeoutMs: number;
}): Promise<HostedRerankResult> {
  const given = () => args.candidates.map((_, index) => ({ index, score: 0 }));
  if (args.candidates.length === 0) return { ranking: [] };
  const documents = args.candidates.map(rerankDocument);
  const queryBytes = utf8Bytes(args.question);
  const units = rerankUnitsBound(args.spec, queryBytes, documents.map(utf8Bytes));
  const promptBytes = queryBytes + documents.reduce((n, d) => n + utf8Bytes(d), 0);
  const r = await args.ledger.reserve({ kind: 'rerank', model: args.id, promptBytes, boundNusd: rerankCostNanoUsd(args.spec, units), capNusd: args.capNusd });
  if (!r.ok) return { ranking: given(), fallback: r.reason, error: r.error };

  const timeout = AbortSignal.timeout(args.timeoutMs);
  const signal = args.signal ? AbortSignal.any([args.signal, timeout]) : timeout;
  const tokens = args.spec.billing === 'token';
  try {
    // No retry: a retried call would be a second call on one reservation.
    const out = await rerank({ model: args.model, query: args.question, documents, maxRetries: 0, abortSignal: signal });
    const reported = reportedUnits(args.spec, out.response.body);
    const billed = reported ?? units;
    await args.ledger.settleCost(r.id, {
      costNusd: rerankCostNanoUsd(args.spec, billed), inputTokens: tokens ? billed : null,
      usageSource: reported === undefined ? 'estimated' : 'provider', ending: 'finished',
    }).catch(() => {});
    const ranking = out.ranking
      .filter((x) => Number.isInteger(x.originalIndex) && x.originalIndex >= 0 && x.originalIndex < args.candidates.length)
      .map((x) => ({ index: x.originalIndex, score: x.score }));
    // Candidates the provider left out (a topN or a short answer) follow in their given order.
    const seen = new Set(ranking.map((x) => x.index));
    for (const [index] of args.candidates.entries()) if (!seen.has(index)) { ranking.push({ index, score: 0 }); seen.add(index); }
    return { ranking, ledgerId: r.id };
  } catch (err) {
    const cut = signal.aborted;
    const fallback: RerankFallback = args.signal?.aborted ? 'aborted' : timeout.aborted ? 'timeout' : 'provider-error';
    const status = (err as { statusCode?: unknown }).statusCode;
    if (!cut && typeof status === 'number') await args.ledger.release(r.id, 'error').catch(() => {});
    else {
      await args.ledger.settleCost(r.id, {
        costNusd: rerankCostNanoUsd(args.spec, units), inputTokens: tokens ? units : null, usageSource: 'estimated',
        ending: fallback === 'aborted' ? 'aborted' : fallback === 'timeout' ? 'stopped' : 'error',
      }).catch(() => {});
    }
    return { ranking: given(), fallback, ledgerId: r.id, error: (err as Error).message };
  }
}

/**
 * A {@link Reranker} over a hosted model (see {@link hostedRerank}). A fallback is logged as
 * `{ event: 'rerank-fallback', reason, … }` and the candidates keep their given order.
 */
export function hostedReranker<C extends RerankCandidate>(args: Omit<Parameters<typeof hostedRerank<C>>[0], 'question' | 'candidates' | 'signal'> & {
  log?: (line: Record<string, unknown>) => void;
}): Reranker<C> {
  const { log, ...call } = args;
  return async (question, candidates, signal) => {
    const out = await hostedRerank({ ...call, question, candidates, signal });
    if (out.fallback) log?.({ event: 'rerank-fallback', model: args.id, reason: out.fallback, ledgerId: out.ledgerId, error: out.error });
    return out.ranking;
  };
}

/**
 * The configured hosted reranker (RERANK_MODEL), metered in `ledger` against MONTHLY_COST_CAP_USD
 * with RERANK_TIMEOUT_MS; null when RERANK_MODEL is unset.
 * @throws ProviderConfigError (lib/providers) when the provider's key is missing
 */
export async function configuredHostedReranker<C extends RerankCandidate>(args: { ledger: CostLedger; log?: (line: Record<string, unknown>) => void }): Promise<Reranker<C> | null> {
  const configured = await getRerankModel();
  if (!configured) return null;
  const e = env();
  return hostedReranker<C>({
    model: configured.model, id: configured.id, spec: RERANK_MODELS[configured.id]!, ledger: args.ledger,
    capNusd: Math.floor(e.MONTHLY_COST_CAP_USD * 1e9), timeoutMs: e.RERANK_TIMEOUT_MS, log: args.log,
  });
}
