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
