/** Cost: the model catalog (prices, limits, allow-list) and the reservation ledger. Server-only. */
export { ANSWER_MODELS, EMBEDDING_MODELS, RERANK_MODELS, lookupModel, nanoUsdPerToken, rerankCostNanoUsd, rerankUnitsBound, type ModelSpec, type RerankSpec } from './models';
export {
  CostLedger, EmbeddingNotReservedError, LEDGER_TIMEOUT_MS, meteredEmbedder, NO_CAP_NUSD, billedTokens, costNanoUsd, monthKey, upperBoundNanoUsd, utf8Bytes,
  type CallKind, type Reservation, type ReportedUsage, type Settlement,
} from './ledger';
