/**
 * Model and embedder clients, built from environment on first use (never at import), so a request
 * that is refused before retrieval makes no external call and needs no key.
 */
import type { EmbeddingModel, LanguageModel } from 'ai';
import { env } from '@/lib/env';

/** A configured answer model. `id` is `provider:model-id` as configured. */
export interface AnswerModel {
  id: string;
  model: LanguageModel;
}

/** A configured embedder; `id` is stored next to every vector it makes. */
export interface Embedder {
  id: string;
  embed: (values: string[]) => Promise<number[][]>;
  /** The same call, with the tokens the provider reported (undefined when it did not); for the cost ledger. */
  embedWithUsage?: (values: string[]) => Promise<{ embeddings: number[][]; tokens?: number }>;
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

let answerModel: Promise<AnswerModel | null> | undefined;
let embedder: Promise<Embedder | null> | undefined;

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
  const embedWithUsage = async (values: string[]) => {
    const r = await embedMany({ model, values, maxParallelCalls: 2 });
    return { embeddings: r.embeddings, tokens: r.usage?.tokens };
  };
  return {
    id: e.EMBEDDING_MODEL,
    embed: async (values) => (await embedWithUsage(values)).embeddings,
    embedWithUsage,
  };
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
}
