import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stemmerFor, normalizeForMatching, type Locale } from '@/lib/text';
import { cognate, lcsr, MIN_LCSR } from './cognates';

const stem = (l: Locale, w: string) => stemmerFor(l)(normalizeForMatching(w));

describe('cognates: Simard et al.\'s four-letter prefix and Melamed\'s LCSR ≥ 0.58 on Snowball stems (issue 31, kind 3)', () => {
  it('reads Romance technical words FreeDict lacks as the English stems of the page', () => {
    expect(cognate(stem('es', 'clasificador'), stem('en', 'classifier'))).toBe(true);
    expect(cognate(stem('es', 'léxico'), stem('en', 'lexicon'))).toBe(true);
    expect(cognate(stem('pt', 'manuscritos'), stem('en', 'manuscripts'))).toBe(true);
    expect(cognate(stem('es', 'consultorías'), stem('en', 'consulting'))).toBe(true);
    // Other first letters, or too little in common.
    expect(cognate(stem('es', 'capital'), stem('en', 'capture'))).toBe(false);
    expect(cognate(stem('fr', 'ordinateur'), stem('en', 'order'))).toBe(false);
    // The same stem is no cognate: the index finds it as written.
    expect(cognate('segment', 'segment')).toBe(false);
    expect(lcsr('clasif', 'classifi')).toBeCloseTo(0.75);
  });

  it('generated: a stem with a suffix is a cognate of the stem exactly when the stem is ≥ 0.58 of the longer; other first letters never are; accents do not count', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: 4, maxLength: 10 });
    const suffix = fc.string({ unit: fc.constantFrom(...'aeiourstnc'), minLength: 1, maxLength: 5 });
    fc.assert(fc.property(letters, suffix, (a, b) => {
      expect(cognate(a + b, a)).toBe(a.length / (a.length + b.length) >= MIN_LCSR);
      const other = (a[0] === 'z' ? 'y' : 'z') + a.slice(1);
      expect(cognate(other + b, a)).toBe(false);
      const accented = (a + b).replace(/a/g, 'á').replace(/e/g, 'é').replace(/o/g, 'ô');
      expect(cognate(accented, a)).toBe(cognate(a + b, a));
    }), { numRuns: 300 });
  });
});
