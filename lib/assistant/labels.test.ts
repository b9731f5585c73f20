import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OUTCOMES } from './events';
import { ANSWER_LAYERS, ANSWERING_OUTCOMES, answerLabel, LAYER_LABELS } from './labels';

const BANDS = [null, 'high', 'medium', 'low'] as const;
const REFUSING = new Set(['pattern-refusal', 'threshold-refusal', 'decision-refusal']);
/** Says the question was answered ("Not answered: …" does not). */
const saysAnswered = (label: string) => /(?<!not )\banswered\b/i.test(label);

describe('an answer\'s label from its outcome and layer (issue 32, kind 9)', () => {
  it('the reported rows: refusals with a low band are refusals, answers with one are answers', () => {
    // The replay: refused after retrieval (the answerer released nothing), band low.
    expect(answerLabel('refused', 'passages', 'low')).toBe('Refused: no answer in the retrieved passages');
    expect(answerLabel('refused', 'entries', 'low')).toBe('Refused: no answer in the entries');
    expect(answerLabel('refused', 'threshold-refusal', 'low')).toBe('Below the similarity threshold');
    expect(answerLabel('refused', 'decision-refusal', null)).toBe(LAYER_LABELS['decision-refusal']);
    expect(answerLabel('answered', 'passages', 'low')).toBe('Answered with low confidence');
    expect(answerLabel('answered', 'entries', 'medium')).toBe('Answered');
    expect(answerLabel('withheld', 'gate', 'low')).toBe('Partly withheld by the sentence gate, with low confidence');
    expect(answerLabel('truncated', 'passages', 'low')).toBe('Cut off at the output limit, with low confidence');
  });

  it('every outcome × layer × band: "answered" only for answers, "low confidence" only for shown sentences', () => {
    for (const outcome of OUTCOMES) for (const layer of ANSWER_LAYERS) for (const band of BANDS) {
      const label = answerLabel(outcome, layer, band);
      const row = `${outcome} ${layer} ${band}`;
      expect(label, row).not.toMatch(/no label/);
      expect(saysAnswered(label), row).toBe(outcome === 'answered');
      expect(/low confidence/.test(label), row).toBe(band === 'low' && ANSWERING_OUTCOMES.has(outcome));
      // A refusal is named by its refusing layer, or as a refusal after the layer that tried.
      if (outcome === 'refused' && REFUSING.has(layer)) expect(label, row).toBe(LAYER_LABELS[layer]);
      if (outcome === 'refused' && !REFUSING.has(layer)) expect(label, row).toMatch(/^Refused\b/);
    }
  });

  it('generated rows of codes another version wrote are shown as themselves, never as an answer', () => {
    const code = fc.stringMatching(/^[a-z][a-z-]{0,20}$/);
    fc.assert(fc.property(
      fc.oneof(fc.constantFrom(...OUTCOMES), code), fc.oneof(fc.constantFrom(...ANSWER_LAYERS), code), fc.constantFrom(...BANDS),
      (outcome, layer, band) => {
        const label = answerLabel(outcome, layer, band);
        const knownOutcome = (OUTCOMES as readonly string[]).includes(outcome);
        if (!knownOutcome) expect(label).toContain(`${outcome} (no label)`);
        if (outcome === 'refused' && !(ANSWER_LAYERS as readonly string[]).includes(layer)) expect(label).toContain(`${layer} (no label)`);
        expect(saysAnswered(label.replace(/\S+ \(no label\)/g, ''))).toBe(outcome === 'answered');
      },
    ));
  });
});
