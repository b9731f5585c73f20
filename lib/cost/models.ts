/**
 * The model catalog: the allow-list of answer models and embedders, their prices and output
 * limits, in one place. Prices are USD per million tokens (input, output) as the providers
 * published them in 2026-11; an `openai-compatible:*` model runs on a server of your own, which
 * has no list price, so it is priced as a small hosted model: the monthly cap must still bound
 * what a runaway loop could do to a rented GPU.
 */

/** Price and limits of one model. */
export interface ModelSpec {
  /** USD per million input tokens. */
  inputUsdPerMTok: number;
  /** USD per million output tokens (reasoning tokens are billed as output). */
  outputUsdPerMTok: number;
  /** Output limit per call, tokens (answer models only). */
  maxOutputTokens: number;
  /** Reasoning budget per call, tokens, on top of the visible output (0 for non-reasoning models). */
  reasoningBudgetTokens: number;
}

/** Answer models that may be configured as `ASSISTANT_MODEL` (exact ids, plus `openai-compatible:*`). */
export const ANSWER_MODELS: Readonly<Record<string, ModelSpec>> = {
  'openai:gpt-4.1-mini': { inputUsdPerMTok: 0.4, outputUsdPerMTok: 1.6, maxOutputTokens: 800, reasoningBudgetTokens: 0 },
  'openai:gpt-4.1': { inputUsdPerMTok: 2, outputUsdPerMTok: 8, maxOutputTokens: 800, reasoningBudgetTokens: 0 },
  'openai:o4-mini': { inputUsdPerMTok: 1.1, outputUsdPerMTok: 4.4, maxOutputTokens: 800, reasoningBudgetTokens: 4000 },
  'anthropic:claude-haiku-4-5': { inputUsdPerMTok: 1, outputUsdPerMTok: 5, maxOutputTokens: 800, reasoningBudgetTokens: 0 },
  'anthropic:claude-sonnet-4-5': { inputUsdPerMTok: 3, outputUsdPerMTok: 15, maxOutputTokens: 800, reasoningBudgetTokens: 0 },
  'openai-compatible:*': { inputUsdPerMTok: 0.4, outputUsdPerMTok: 1.6, maxOutputTokens: 800, reasoningBudgetTokens: 0 },
};

/** Embedders that may be configured as `EMBEDDING_MODEL`. */
export const EMBEDDING_MODELS: Readonly<Record<string, ModelSpec>> = {
  'openai:text-embedding-3-small': { inputUsdPerMTok: 0.02, outputUsdPerMTok: 0, maxOutputTokens: 0, reasoningBudgetTokens: 0 },
  'openai:text-embedding-3-large': { inputUsdPerMTok: 0.13, outputUsdPerMTok: 0, maxOutputTokens: 0, reasoningBudgetTokens: 0 },
  'openai-compatible:*': { inputUsdPerMTok: 0.02, outputUsdPerMTok: 0, maxOutputTokens: 0, reasoningBudgetTokens: 0 },
};

/** The catalog entry of `provider:model-id`, or undefined when it is not on the allow-list. */
export function lookupModel(catalog: Readonly<Record<string, ModelSpec>>, id: string): ModelSpec | undefined {
  return catalog[id] ?? (id.startsWith('openai-compatible:') ? catalog['openai-compatible:*'] : undefined);
}

/** Nano-USD (1e-9 USD) per token for a price in USD per million tokens: integers keep ledger sums exact. */
export function nanoUsdPerToken(usdPerMTok: number): number {
  return Math.round(usdPerMTok * 1000);
}

/**
 * Price of a hosted reranker. Providers bill reranking two ways: per **search unit** (Cohere: one
 * query with up to 100 documents; a document longer than 500 tokens together with the query is
 * split into 500-token chunks, each counting as a document — Cohere's pricing page, "search
 * units") or per **token** of query + document (Together). Prices as the providers published
 * them in 2026-11 (recheck before relying on the cap).
 */
export type RerankSpec =
  | { billing: 'search-unit'; usdPerSearchUnit: number; documentsPerUnit: number; tokensPerDocumentChunk: number }
  | { billing: 'token'; inputUsdPerMTok: number };

/** Hosted rerankers that may be configured as `RERANK_MODEL` (exact ids). */
export const RERANK_MODELS: Readonly<Record<string, RerankSpec>> = {
  'cohere:rerank-v3.5': { billing: 'search-unit', usdPerSearchUnit: 0.002, documentsPerUnit: 100, tokensPerDocumentChunk: 500 },
  'cohere:rerank-multilingual-v3.0': { billing: 'search-unit', usdPerSearchUnit: 0.002, documentsPerUnit: 100, tokensPerDocumentChunk: 500 },
  'cohere:rerank-english-v3.0': { billing: 'search-unit', usdPerSearchUnit: 0.002, documentsPerUnit: 100, tokensPerDocumentChunk: 500 },
  'together:Salesforce/Llama-Rank-v1': { billing: 'token', inputUsdPerMTok: 0.1 },
  'together:mixedbread-ai/Mxbai-Rerank-Large-V2': { billing: 'token', inputUsdPerMTok: 0.1 },
};

/**
 * Billable units of one rerank call, bounded from UTF-8 bytes (one token per byte is a true bound
 * for byte-level BPE vocabularies, as for answer calls): search units for per-search pricing,
 * tokens (the query counted once per document, as each pair is scored) for per-token pricing.
 * @param queryBytes UTF-8 bytes of the query
 * @param documentBytes UTF-8 bytes of each document
 */
export function rerankUnitsBound(spec: RerankSpec, queryBytes: number, documentBytes: readonly number[]): number {
  if (spec.billing === 'token') return documentBytes.reduce((n, d) => n + queryBytes + d, 0);
  const chunks = documentBytes.reduce((n, d) => n + Math.max(1, Math.ceil((queryBytes + d) / spec.tokensPerDocumentChunk)), 0);
  return Math.max(1, Math.ceil(chunks / spec.documentsPerUnit));
}

/** Cost of `units` billable units (search units or tokens, see {@link RerankSpec}), nano-USD. */
export function rerankCostNanoUsd(spec: RerankSpec, units: number): number {
  return spec.billing === 'token' ? units * nanoUsdPerToken(spec.inputUsdPerMTok) : units * Math.round(spec.usdPerSearchUnit * 1e9);
}
