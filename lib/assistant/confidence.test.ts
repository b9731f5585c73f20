/**
 * Answer confidence (lib/assistant/confidence.ts): bounds, monotonicity in every signal, the
 * effect of a gate stop and truncation, band boundaries, the retrieval signals on hand-made
 * passages, and the Mann–Whitney AUC on hand-computed cases.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerConfidence, aucOf, BAND_CUTOFFS, confidenceBand, confidenceValue, reliabilityTable, retrievalSignals,
  type AnswerSignals, type ConfidenceInput, type RetrievalSignals, type ScoredPassage,
} from './confidence';

const unit = fc.double({ min: 0, max: 1, noNaN: true });
const maybe = fc.option(unit, { nil: null });
const retrievalArb: fc.Arbitrary<RetrievalSignals> = fc.record({
  best: maybe, margin: maybe, lexicalMargin: maybe, topCoverage: maybe, spread: maybe, agreement: maybe, concentration: maybe, language: maybe,
});
const answerArb: fc.Arbitrary<AnswerSignals> = fc.integer({ min: 0, max: 12 }).chain((released) => fc.record({
  released: fc.constant(released),
  cited: fc.integer({ min: 0, max: released }),
  values: fc.integer({ min: 0, max: 8 }),
  verified: fc.constant(0),
  stopped: fc.boolean(),
  truncated: fc.boolean(),
}).chain((a) => fc.integer({ min: 0, max: a.values }).map((verified) => ({ ...a, verified }))));
const inputArb: fc.Arbitrary<ConfidenceInput> = fc.record({ retrieval: retrievalArb, rerank: maybe, decision: maybe, answer: answerArb });

const RETRIEVAL_KEYS = ['best', 'margin', 'lexicalMargin', 'topCoverage', 'spread', 'agreement', 'concentration', 'language'] as const;

describe('confidence value', () => {
  it('is in [0, 1] for any signals', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const v = confidenceValue(input);
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }));
  });

  it('never falls when one retrieval signal, the rerank score or the decision probability rises', () => {
    const key = fc.constantFrom(...RETRIEVAL_KEYS, 'rerank' as const, 'decision' as const);
    fc.assert(fc.property(inputArb, key, unit, unit, (input, k, a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      const set = (v: number): ConfidenceInput => (k === 'rerank' || k === 'decision' ? { ...input, [k]: v } : { ...input, retrieval: { ...input.retrieval, [k]: v } });
      expect(confidenceValue(set(hi))).toBeGreaterThanOrEqual(confidenceValue(set(lo)) - 1e-12);
    }));
  });

  it('never falls when one more released sentence is cited or one more value verified', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const a = input.answer;
      if (a.cited < a.released) {
        expect(confidenceValue({ ...input, answer: { ...a, cited: a.cited + 1 } })).toBeGreaterThanOrEqual(confidenceValue(input) - 1e-12);
      }
      if (a.verified < a.values) {
        expect(confidenceValue({ ...input, answer: { ...a, verified: a.verified + 1 } })).toBeGreaterThanOrEqual(confidenceValue(input) - 1e-12);
      }
    }));
  });

  it('a gate stop or truncation never raises it, and lowers it whenever it is above 0', () => {
    fc.assert(fc.property(inputArb, fc.constantFrom('stopped' as const, 'truncated' as const), (input, flag) => {
      const without = confidenceValue({ ...input, answer: { ...input.answer, [flag]: false } });
      const withIt = confidenceValue({ ...input, answer: { ...input.answer, [flag]: true } });
      expect(withIt).toBeLessThanOrEqual(without);
      if (without > 0) expect(withIt).toBeLessThan(without);
    }));
  });

  it('is 0 when nothing was released, and rests on the gate alone when no retrieval signal was measured', () => {
    const none: RetrievalSignals = retrievalSignals([], 'en');
    const answer: AnswerSignals = { released: 2, cited: 1, values: 0, verified: 0, stopped: false, truncated: false };
    expect(confidenceValue({ retrieval: none, answer })).toBeCloseTo(0.5, 12);
    expect(confidenceValue({ retrieval: none, answer: { ...answer, released: 0, cited: 0 } })).toBe(0);
  });

  it('falls with uncited sentences and unverified values (examples)', () => {
    const retrieval: RetrievalSignals = { best: 0.8, margin: 1, lexicalMargin: 0.5, topCoverage: 0.8, spread: 0.4, agreement: 1, concentration: 0.6, language: 1 };
    const full = confidenceValue({ retrieval, answer: { released: 3, cited: 3, values: 2, verified: 2, stopped: false, truncated: false } });
    const uncited = confidenceValue({ retrieval, answer: { released: 3, cited: 2, values: 2, verified: 2, stopped: false, truncated: false } });
    const unverified = confidenceValue({ retrieval, answer: { released: 3, cited: 3, values: 2, verified: 1, stopped: false, truncated: false } });
    expect(uncited).toBeCloseTo(full * 2 / 3, 12);
    expect(unverified).toBeCloseTo(full / 2, 12);
  });
});

describe('confidence band', () => {
  it('cuts at the documented boundaries: high from the high cut-off, low below the low one', () => {
    expect(BAND_CUTOFFS.low).toBeLessThanOrEqual(BAND_CUTOFFS.high);
    expect(confidenceBand(BAND_CUTOFFS.high)).toBe('high');
    expect(confidenceBand(BAND_CUTOFFS.high - 1e-9)).toBe(BAND_CUTOFFS.high - 1e-9 < BAND_CUTOFFS.low ? 'low' : 'medium');
    expect(confidenceBand(BAND_CUTOFFS.low)).toBe(BAND_CUTOFFS.low >= BAND_CUTOFFS.high ? 'high' : 'medium');
    expect(confidenceBand(BAND_CUTOFFS.low - 1e-9)).toBe('low');
    expect(confidenceBand(1)).toBe('high');
    expect(confidenceBand(0)).toBe('low');
    expect(confidenceBand(0.5, { high: 0.7, low: 0.3 })).toBe('medium');
  });

  it('is monotone: a higher value never gets a lower band', () => {
    const rank = { low: 0, medium: 1, high: 2 } as const;
    fc.assert(fc.property(unit, unit, (a, b) => {
      const [lo, hi] = a <= b ? [a, b] : [b, a];
      expect(rank[confidenceBand(hi)]).toBeGreaterThanOrEqual(rank[confidenceBand(lo)]);
    }));
  });

  it('answerConfidence rounds to 3 decimals and bands the rounded value', () => {
    fc.assert(fc.property(inputArb, (input) => {
      const c = answerConfidence(input);
      expect(Math.round(c.value * 1000) / 1000).toBe(c.value);
      expect(c.band).toBe(confidenceBand(c.value));
    }));
  });
});

describe('retrieval signals', () => {
  const p = (entryId: number, score: number, bm25: number, locale = 'en', cosine: number | null = null, coverage = score): ScoredPassage =>
    ({ entryId, slug: `e${entryId}`, locale, score, bm25, cosine, coverage });

  it('measures best, margins, spread, agreement, concentration and language on a hand-made list', () => {
    const s = retrievalSignals([p(1, 0.8, 10), p(1, 0.5, 6), p(2, 0.75, 4, 'de'), p(3, 0.2, 2), p(4, 0.1, 3)], 'en');
    expect(s.best).toBeCloseTo(0.8, 12);
    expect(s.margin).toBeCloseTo(0.5, 12); // (0.8 − 0.75) / 0.1
    expect(s.lexicalMargin).toBeCloseTo((10 - 4) / 10, 12);
    expect(s.spread).toBeCloseTo((10 - 5) / 10, 12); // mean of 10, 6, 4, 2, 3 = 5
    expect(s.agreement).toBe(1); // only BM25 ran, and its top is the top entry
    expect(s.concentration).toBeCloseTo(2 / 5, 12);
    expect(s.language).toBeCloseTo(4 / 5, 12);
    expect(s.topCoverage).toBeCloseTo(0.8, 12);
  });

  it('counts the dense retriever in agreement when it ran', () => {
    const s = retrievalSignals([p(1, 0.6, 5, 'en', 0.2), p(2, 0.6, 0, 'en', 0.9)], 'en');
    expect(s.agreement).toBe(0.5); // BM25 names entry 1 (the top), dense names entry 2
  });

  it('keeps every signal in [0, 1] for any passages', () => {
    const passage = fc.record({
      entryId: fc.integer({ min: 1, max: 4 }), slug: fc.constant('x'), locale: fc.constantFrom('en', 'de', 'fa'),
      score: unit, bm25: fc.double({ min: 0, max: 50, noNaN: true }), cosine: maybe, coverage: unit,
    });
    fc.assert(fc.property(fc.array(passage, { maxLength: 12 }), fc.constantFrom('en', 'de'), (ps, locale) => {
      const s = retrievalSignals(ps, locale);
      for (const v of Object.values(s)) if (v !== null) { expect(v).toBeGreaterThanOrEqual(0); expect(v).toBeLessThanOrEqual(1); }
      if (ps.length === 0) expect(Object.values(s).every((v) => v === null)).toBe(true);
    }));
  });
});

describe('AUC (Mann–Whitney)', () => {
  const rows = (pos: number[], neg: number[]) => [...pos.map((score) => ({ score, positive: true })), ...neg.map((score) => ({ score, positive: false }))];

  it('matches hand-computed cases', () => {
    expect(aucOf(rows([0.9, 0.8], [0.1, 0.2]))).toBe(1); // every pair ordered
    expect(aucOf(rows([0.1, 0.2], [0.9, 0.8]))).toBe(0);
    expect(aucOf(rows([0.5], [0.5]))).toBe(0.5); // one tie = 1/2
    // pos {0.9, 0.4}, neg {0.5, 0.4}: pairs (0.9,0.5)=1 (0.9,0.4)=1 (0.4,0.5)=0 (0.4,0.4)=½ → 2.5/4
    expect(aucOf(rows([0.9, 0.4], [0.5, 0.4]))).toBe(0.625);
    // pos {3, 2, 1}, neg {2.5, 0}: 3 beats both (2), 2 beats 0 (1), 1 beats 0 (1) → 4/6
    expect(aucOf(rows([3, 2, 1], [2.5, 0]))).toBeCloseTo(4 / 6, 12);
  });

  it('is null when a class is empty', () => {
    expect(aucOf(rows([0.3], []))).toBeNull();
    expect(aucOf(rows([], [0.3]))).toBeNull();
  });

  it('equals the pair count for any scores (rank-sum form against the definition)', () => {
    const scores = fc.array(fc.integer({ min: 0, max: 5 }).map((x) => x / 5), { minLength: 1, maxLength: 15 });
    fc.assert(fc.property(scores, scores, (pos, neg) => {
      let u = 0;
      for (const a of pos) for (const b of neg) u += a > b ? 1 : a === b ? 0.5 : 0;
      expect(aucOf(rows(pos, neg))).toBeCloseTo(u / (pos.length * neg.length), 12);
    }));
  });
});

describe('reliability table', () => {
  it('counts answers and right-first rates per band', () => {
    const t = reliabilityTable([
      { value: 0.9, band: 'high', right: true }, { value: 0.8, band: 'high', right: false },
      { value: 0.6, band: 'medium', right: true }, { value: 0.1, band: 'low', right: false },
    ]);
    expect(t).toEqual([
      { band: 'high', n: 2, rightFirst: 0.5, meanConfidence: expect.closeTo(0.85, 12) as unknown as number },
      { band: 'medium', n: 1, rightFirst: 1, meanConfidence: 0.6 },
      { band: 'low', n: 1, rightFirst: 0, meanConfidence: 0.1 },
    ]);
    expect(reliabilityTable([])[0]).toEqual({ band: 'high', n: 0, rightFirst: null, meanConfidence: null });
  });
});
