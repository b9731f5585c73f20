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

/** Layers whose decision is itself a refusal: their own label says why (no answer was attempted). */
const REFUSING_LAYERS: ReadonlySet<string> = new Set<AnswerLayer>(['pattern-refusal', 'threshold-refusal', 'decision-refusal']);
/** A refusal after an answer was attempted: the answerer released nothing from what the layer gave it. */
const REFUSED_AFTER: Partial<Record<AnswerLayer, string>> = {
  passages: 'Refused: no answer in the retrieved passages',
  entries: 'Refused: no answer in the entries',
};
/**
 * Outcomes in which the reader was shown answer sentences: only these can be "answered with low
 * confidence" (design, "Confidence as a reported figure": the band describes released sentences).
 * A refusal carries a band too (the pipeline scores every attempted answer), but it answered nothing.
 */
export const ANSWERING_OUTCOMES: ReadonlySet<string> = new Set<Outcome>(['answered', 'truncated', 'withheld']);

/**
 * How one recorded answer ended, in words, from its outcome and layer — and, for an outcome that
 * showed sentences, its confidence band: "Below the similarity threshold", "Refused: no answer in
 * the retrieved passages", "Answered with low confidence", "Partly withheld by the sentence gate,
 * with low confidence". A refusal is never called answered whatever its band (issue 32: refused
 * questions were listed as "answered with low confidence"). Unknown codes are shown as themselves
 * ({@link labelOf}).
 * @param band the recorded confidence band (`high`, `medium`, `low`) or null
 */
export function answerLabel(outcome: string, layer: string, band: string | null): string {
  let words: string;
  if (outcome === 'refused') {
    words = REFUSING_LAYERS.has(layer) ? labelOf('layer', layer) : REFUSED_AFTER[layer as AnswerLayer] ?? `${OUTCOME_LABELS.refused} (${labelOf('layer', layer)})`;
  } else {
    words = labelOf('outcome', outcome);
  }
  if (band !== 'low' || !ANSWERING_OUTCOMES.has(outcome)) return words;
  return outcome === 'answered' ? 'Answered with low confidence' : `${words}, with low confidence`;
}

/**
 * The words for a recorded code. A code without a label (a row written by another version of the
 * site) is shown as itself with a note, never hidden.
 */
export function labelOf(column: keyof typeof COLUMNS, code: string | null): string {
  if (code === null) return '—';
  const labels = COLUMNS[column] as Record<string, string>;
  return Object.hasOwn(labels, code) ? labels[code]! : `${code} (no label)`;
}
