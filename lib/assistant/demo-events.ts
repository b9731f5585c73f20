/**
 * Events of the "with and without sources" demo (POST /api/demo): the assistant's events, each
 * tagged with the column it belongs to, plus the ungrounded column's audit. Client-safe: no
 * server imports.
 */
import type { GuardReason } from '@/lib/gate/checks';
import type { AssistantEvent } from './events';

/** `grounded`: the chat's pipeline, unchanged. `ungrounded`: the same model with no sources, audited by the gate. */
export const DEMO_COLUMNS = ['grounded', 'ungrounded'] as const;
export type DemoColumn = (typeof DEMO_COLUMNS)[number];

/**
 * Why the ungrounded column was not run. The refusals are the grounded pipeline's own L1 (pattern)
 * and L2 (threshold, decision) verdicts: a question the site refuses has no path without sources.
 * `extractive`: no model is configured. `grounded-error`: the grounded column failed before its
 * decision, so there was no verdict to go on.
 */
export const DEMO_SKIP_REASONS = ['pattern-refusal', 'threshold-refusal', 'decision-refusal', 'extractive', 'grounded-error'] as const;
export type DemoSkipReason = (typeof DEMO_SKIP_REASONS)[number];

/**
 * Tally of the ungrounded answer as the gate read it: sentences released and withheld, and per
 * reason the number of withheld sentences that failed it (one sentence may fail several checks,
 * so the per-reason counts can sum to more than `withheld`). Never any withheld text.
 */
export interface DemoAudit {
  released: number;
  withheld: number;
  reasons: Partial<Record<GuardReason, number>>;
}

/**
 * One event of the demo stream.
 * - Any {@link AssistantEvent} with its `column` (the grounded column is exactly the chat's stream;
 *   the ungrounded one uses `text`, `notice`, `error` and `done`; its `text` events cite nothing).
 * - `withheld`: a sentence of the ungrounded answer the gate withheld, in its place among the
 *   released ones — its reasons only, never its text.
 * - `audit`: the ungrounded answer's tally, once, before its `done`.
 * - `skipped`: the ungrounded column was not run, and why (then it has no other events).
 */
export type DemoEvent =
  | (AssistantEvent & { column: DemoColumn })
  | { type: 'withheld'; column: 'ungrounded'; reasons: GuardReason[] }
  | ({ type: 'audit'; column: 'ungrounded' } & DemoAudit)
  | { type: 'skipped'; column: 'ungrounded'; reason: DemoSkipReason; message: string };

export type DemoEventType = DemoEvent['type'];
