/** The gate's tally (answer confidence reads it): sentences read, released, cited; values seen and verified. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SentenceGate } from './index';

describe('gate tally', () => {
  it('counts released and cited sentences and the values it verified, up to the stop', () => {
    const gate = new SentenceGate({ sources: ['The company was founded in 2019 in Berlin.'], locale: 'en' });
    gate.push('It was founded in 2019 [S1]. ');
    gate.push('That is all. ');
    gate.push('It had 5000 employees by then [S1]. ');
    gate.push('More text [S1]. ');
    gate.end();
    // "That is all." is short and states nothing: released without a marker. The 5000 is in no source: the stop.
    expect(gate.tally).toEqual({ checked: 3, released: 2, cited: 1, values: 2, verified: 1 });
    expect(gate.stopped).toBe(true);
  });

  it('never counts more cited than released, nor verified than seen, for generated answers', () => {
    const sentence = fc.constantFrom('It was founded in 2019 [S1].', 'It was founded in 2019.', 'Yes.', 'It has 12 offices [S1].', 'See the page [S2].', 'Berlin is the place [S1].');
    fc.assert(fc.property(fc.array(sentence, { maxLength: 8 }), (sentences) => {
      const gate = new SentenceGate({ sources: ['The company was founded in 2019 in Berlin.'], locale: 'en' });
      gate.push(`${sentences.join(' ')} `);
      gate.end();
      const t = gate.tally;
      expect(t.released).toBe(gate.releasedCount);
      expect(t.cited).toBeLessThanOrEqual(t.released);
      expect(t.verified).toBeLessThanOrEqual(t.values);
      expect(t.checked).toBeGreaterThanOrEqual(t.released);
    }));
  });
});
