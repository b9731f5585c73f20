/**
 * Model and embedder clients, built from environment on first use (never at import), so a request
 * that is refused before retrieval makes no external call and needs no key.
 */
import type { EmbeddingModel, Experimental_DecisionModel, LanguageModel, RerankingModel } from 'ai';
import { env } from '@/lib/env';

/** A configured answer model. `id` is `provider:model-id` as configured. */
export interface AnswerModel {
  id: string;
  model: LanguageModel;
}

/** A configured embedder; `id` is stored next to every vector it makes. */
export interface Embedder {
  id: string;
  embed: (values: string[], opts?: EmbedOptions) => Promise<number[][]>;
  /** The same call, with the tokens the provider reported (undefined when it did not); for the cost ledger. */
  embedWithUsage?: (values: string[], opts?: EmbedOptions) => Promise<{ embeddings: number[][]; tokens?: number }>;
}

/** Per-call options of an {@link Embedder}. */
export interface EmbedOptions {
  /** The visitor's abort (the chat request's signal): the provider request is closed with it. */
  signal?: AbortSignal;
  /** Time limit of the call, ms (default EMBEDDING_TIMEOUT_MS); past it the call rejects with a TimeoutError. */
  timeoutMs?: number;
}

/** Thrown when a provider is selected but its settings are incomplete. */
export class ProviderConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderConfigError';
  }
}

function split(spec: string): [string, string] {
  const i = spec.indexOf(':');
  return [spec.slice(0, i), spec.slice(i + 1)];
}

/**
 * A configured decision model: a provider decision model for the AI SDK's typed decisions
 * (`experimental_decide`, path `decide`), or a language model asked for structured output with
 * an enum (path `structured`) where the provider has no decision models (`openai-compatible`).
 */
export type DecisionModel =
  | { id: string; path: 'decide'; model: Experimental_DecisionModel }
  | { id: string; path: 'structured'; model: LanguageModel };

/** A configured hosted reranker; `id` is `provider:model-id` as configured (RERANK_MODEL). */
export interface RerankModel {
  id: string;
  model: RerankingModel;
}

let answerModel: Promise<AnswerModel | null> | undefined;
let embedder: Promise<Embedder | null> | undefined;
let decisionModel: Promise<DecisionModel | null> | undefined;
let rerankModel: Promise<RerankModel | null> | undefined;

async function buildAnswerModel(): Promise<AnswerModel | null> {
  const e = env();
  if (!e.ASSISTANT_MODEL) return null;
  const [provider, modelId] = split(e.ASSISTANT_MODEL);
  if (provider === 'anthropic') {
    if (!e.ANTHROPIC_API_KEY) throw new ProviderConfigError('ASSISTANT_MODEL=anthropic:… needs ANTHROPIC_API_KEY');
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return { id: e.ASSISTANT_MODEL, model: createAnthropic({ apiKey: e.ANTHROPIC_API_KEY, baseURL: e.ANTHROPIC_BASE_URL })(modelId) };
  }
  if (provider === 'openai') {
    if (!e.OPENAI_API_KEY) throw new ProviderConfigError('ASSISTANT_MODEL=openai:… needs OPENAI_API_KEY');
    const { createOpenAI } = await import('@ai-sdk/openai');
    return { id: e.ASSISTANT_MODEL, model: createOpenAI({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL }).chat(modelId) };
  }
  if (!e.OPENAI_BASE_URL) throw new ProviderConfigError('ASSISTANT_MODEL=openai-compatible:… needs OPENAI_BASE_URL');
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const local = createOpenAICompatible({ name: 'compatible', baseURL: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, includeUsage: true });
  return { id: e.ASSISTANT_MODEL, model: local.chatModel(modelId) };
}

async function buildEmbedder(): Promise<Embedder | null> {
  const e = env();
  if (!e.EMBEDDING_MODEL) return null;
  const [provider, modelId] = split(e.EMBEDDING_MODEL);
  let model: EmbeddingModel;
  if (provider === 'openai') {
    if (!e.OPENAI_API_KEY) throw new ProviderConfigError('EMBEDDING_MODEL=openai:… needs OPENAI_API_KEY');
    const { createOpenAI } = await import('@ai-sdk/openai');
    model = createOpenAI({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL }).embeddingModel(modelId);
  } else {
    if (!e.OPENAI_BASE_URL) throw new ProviderConfigError('EMBEDDING_MODEL=openai-compatible:… needs OPENAI_BASE_URL');
    const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
    model = createOpenAICompatible({ name: 'compatible', baseURL: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY }).embeddingModel(modelId);
  }
  const { embedMany } = await import('ai');
  // One call, one provider request: the AI SDK's default retries (2, with 2 s and 4 s backoff) would
  // send up to three requests for the one ledger reservation, and stall a visitor behind a hung
  // embedder (after vfarcic/dot-ai#459, issue 23). The caller's fallback (keyword-only retrieval)
  // is the retry. A time limit and the visitor's abort close the request.
  const embedWithUsage = async (values: string[], opts: EmbedOptions = {}) => {
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? e.EMBEDDING_TIMEOUT_MS);
    const abortSignal = opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout;
    const r = await embedMany({ model, values, maxParallelCalls: 2, maxRetries: 0, abortSignal });
    return { embeddings: r.embeddings, tokens: r.usage?.tokens };
  };
  return {
    id: e.EMBEDDING_MODEL,
    embed: async (values, opts) => (await embedWithUsage(values, opts)).embeddings,
    embedWithUsage,
  };
}

async function buildDecisionModel(): Promise<DecisionModel | null> {
  const e = env();
  // Only beside an answer model: the zero-key extractive default makes no model call at all.
  if (!e.ASSISTANT_MODEL || e.DECISION_MODEL === 'off') return null;
  const id = e.DECISION_MODEL ?? e.ASSISTANT_MODEL;
  const [provider, modelId] = split(id);
  if (provider === 'anthropic') {
    if (!e.ANTHROPIC_API_KEY) throw new ProviderConfigError(`DECISION_MODEL ${id} needs ANTHROPIC_API_KEY`);
    const { createAnthropic } = await import('@ai-sdk/anthropic');
    return { id, path: 'decide', model: createAnthropic({ apiKey: e.ANTHROPIC_API_KEY, baseURL: e.ANTHROPIC_BASE_URL }).decisionModel(modelId) };
  }
  if (provider === 'openai') {
    if (!e.OPENAI_API_KEY) throw new ProviderConfigError(`DECISION_MODEL ${id} needs OPENAI_API_KEY`);
    const { createOpenAI } = await import('@ai-sdk/openai');
    return { id, path: 'decide', model: createOpenAI({ apiKey: e.OPENAI_API_KEY, baseURL: e.OPENAI_BASE_URL }).decisionModel(modelId) };
  }
  if (!e.OPENAI_BASE_URL) throw new ProviderConfigError(`DECISION_MODEL ${id} needs OPENAI_BASE_URL`);
  const { createOpenAICompatible } = await import('@ai-sdk/openai-compatible');
  const local = createOpenAICompatible({ name: 'compatible', baseURL: e.OPENAI_BASE_URL, apiKey: e.OPENAI_API_KEY, includeUsage: true });
  return { id, path: 'structured', model: local.chatModel(modelId) };
}

async function buildRerankModel(): Promise<RerankModel | null> {
  const e = env();
  if (!e.RERANK_MODEL) return null;
  const [provider, modelId] = split(e.RERANK_MODEL);
  if (provider === 'cohere') {
    if (!e.COHERE_API_KEY) throw new ProviderConfigError('RERANK_MODEL=cohere:… needs COHERE_API_KEY');
    const { createCohere } = await import('@ai-sdk/cohere');
    return { id: e.RERANK_MODEL, model: createCohere({ apiKey: e.COHERE_API_KEY, baseURL: e.COHERE_BASE_URL }).rerankingModel(modelId) };
  }
  if (!e.TOGETHER_API_KEY) throw new ProviderConfigError('RERANK_MODEL=together:… needs TOGETHER_API_KEY');
  const { createTogetherAI } = await import('@ai-sdk/togetherai');
  return { id: e.RERANK_MODEL, model: createTogetherAI({ apiKey: e.TOGETHER_API_KEY, baseURL: e.TOGETHER_BASE_URL }).rerankingModel(modelId) };
}

/**
 * The decision model, or null when none applies (no answer model, or DECISION_MODEL=off).
 * Throws {@link ProviderConfigError}.
 */
export function getDecisionModel(): Promise<DecisionModel | null> {
  decisionModel ??= buildDecisionModel();
  return decisionModel;
}

/** The hosted reranker, or null when RERANK_MODEL is unset. Throws {@link ProviderConfigError}. */
export function getRerankModel(): Promise<RerankModel | null> {
  rerankModel ??= buildRerankModel();
  return rerankModel;
}

/** The answer model, or null when none is configured (→ extractive answerer). Throws {@link ProviderConfigError}. */
export function getAnswerModel(): Promise<AnswerModel | null> {
  answerModel ??= buildAnswerModel();
  return answerModel;
}

/** The embedder, or null when none is configured. Throws {@link ProviderConfigError}. */
export function getEmbedder(): Promise<Embedder | null> {
  embedder ??= buildEmbedder();
  return embedder;
}

/** Forgets built clients; tests that change the environment call this. */
export function resetProvidersForTests(): void {
  answerModel = undefined;
  embedder = undefined;
  decisionModel = undefined;
  rerankModel = undefined;
}
