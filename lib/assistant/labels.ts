/**
 * Words for the codes the pipeline records per answer (`assistant_events`: outcome, layer,
 * reason), for the author's dashboard. One typed mapping per column, keyed by the pipeline's own
 * vocabularies: a code added there without a label here is a type error, and
 * tests/labels.test.ts checks every code at run time too. Client-safe.
 */
import type { GuardReason } from '@/lib/gate/checks';
import type { RefusalCategory } from '@/lib/refusal';
import { ROUTES, type Outcome } from './events';

/** Which layer decided an answer: the route it took, or the gate that stopped it, or an error. */
export const ANSWER_LAYERS = [...ROUTES, 'gate', 'error'] as const;
export type AnswerLayer = (typeof ANSWER_LAYERS)[number];
/** Why: the L1 refusal category, or the first reason the gate stopped a sentence for ('guard' when it gave none). */
export type AnswerReason = RefusalCategory | GuardReason | 'guard';

export const OUTCOME_LABELS: Record<Outcome, string> = {
  answered: 'Answered',
  refused: 'Refused',
  withheld: 'Partly withheld by the sentence gate',
  truncated: 'Cut off at the output limit',
  limited: 'Not answered: monthly cost cap reached',
  error: 'Failed with an error',
};

export const LAYER_LABELS: Record<AnswerLayer, string> = {
  'pattern-refusal': 'Refusal pattern (before retrieval)',
  'threshold-refusal': 'Below the similarity threshold',
  'decision-refusal': 'Decision stage: none of the top passages answers',
  entries: 'Overview of the entries',
  passages: 'Retrieved passages',
  gate: 'Sentence gate',
  error: 'Error',
};

export const REASON_LABELS: Record<AnswerReason, string> = {
  engagement: 'Fees, availability or hiring',
  private: 'Private details',
  speculation: 'Speculation or comparison',
  meta: 'Meta request (instructions, prompt, role)',
  'work-request': 'Work request (write, translate, solve…)',
  'marker-out-of-range': 'Cited a source that does not exist',
  'marker-malformed': 'A malformed source marker',
  'marker-missing': 'Claim without a source marker',
  'value-unsupported': 'Number, link or address not in its source',
  'name-unsupported': 'A name (organisation, product, place, person) not in its source',
  'first-person': 'Spoke as the author (first person)',
  'engagement-or-private': 'Stated fees, availability or private contact details',
  guard: 'Stopped by the gate',
};

const COLUMNS = { outcome: OUTCOME_LABELS, layer: LAYER_LABELS, reason: REASON_LABELS } as const;

/**
 * The words for a recorded code. A code without a label (a row written by another version of the
 * site) is shown as itself with a note, never hidden.
 */
export function labelOf(column: keyof typeof COLUMNS, code: string | null): string {
  if (code === null) return '—';
  const labels = COLUMNS[column] as Record<string, string>;
  return Object.hasOwn(labels, code) ? labels[code]! : `${code} (no label)`;
}
