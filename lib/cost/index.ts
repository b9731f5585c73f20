/** Cost: the model catalog (prices, limits, allow-list) and the reservation ledger. Server-only. */
export { ANSWER_MODELS, EMBEDDING_MODELS, lookupModel, nanoUsdPerToken, type ModelSpec } from './models';
export {
  CostLedger, EmbeddingNotReservedError, LEDGER_TIMEOUT_MS, meteredEmbedder, NO_CAP_NUSD, billedTokens, costNanoUsd, monthKey, upperBoundNanoUsd, utf8Bytes,
  type Reservation, type ReportedUsage, type Settlement,
} from './ledger';
