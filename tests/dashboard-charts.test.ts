/**
 * The dashboard's charts (issue 25): each Vega-Lite spec compiles and renders to SVG on the server,
 * 340 px wide (readable on a 390 px phone), and shows the codes in words; spend draws the cap.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersPerDaySpec, CHART_WIDTH, chartUrl, confidenceFeedbackSpec, feedbackShareSpec, refusalsSpec, spendSpec } from '@/lib/admin/dashboard-charts';

const svgOf = (url: string) => Buffer.from(url.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
const widthOf = (svg: string) => Number(/<svg[^>]*\swidth="([\d.]+)"/.exec(svg)?.[1]);

describe('dashboard charts', () => {
  it('answers per day by outcome, refusals by layer and category, spend against the cap, votes and confidence against votes render as SVG in words', async () => {
    const perDay = svgOf(await chartUrl(answersPerDaySpec([{ day: '2026-12-01', outcome: 'answered', count: 3 }, { day: '2026-12-02', outcome: 'refused', count: 2 }])));
    expect(perDay).toContain('Answers per day, by outcome');
    expect(perDay).toContain('Answered');
    const refusals = svgOf(await chartUrl(refusalsSpec([{ outcome: 'refused', layer: 'pattern-refusal', reason: 'engagement', count: 4 }, { outcome: 'refused', layer: 'threshold-refusal', reason: null, count: 2 }, { outcome: 'answered', layer: 'passages', reason: null, count: 9 }])));
    expect(refusals).toContain('Refusal pattern (before retrieval)');
    expect(refusals).toContain('Fees, availability or hiring');
    expect(refusals).not.toContain('pattern-refusal');
    const spend = svgOf(await chartUrl(spendSpec([{ month: '2026-12', settledNusd: 1.5e9, openNusd: 0.2e9 }], 20e9)));
    expect(spend).toContain('cap $20.00');
    const votes = svgOf(await chartUrl(feedbackShareSpec([{ helpful: true, reason: null, count: 3 }, { helpful: false, reason: 'should-answer', count: 1 }])));
    expect(votes).toContain('should have answered');
    const conf = svgOf(await chartUrl(confidenceFeedbackSpec([{ band: 'high', helpful: true, count: 3 }, { band: null, helpful: false, count: 1 }])));
    expect(conf).toContain('Votes by answer confidence');
    for (const svg of [perDay, refusals, spend, votes, conf]) expect(widthOf(svg)).toBeLessThanOrEqual(CHART_WIDTH + 20);
  });

  it('generated rows: every answers-per-day spec renders, its bars summing to the rows given', async () => {
    await fc.assert(fc.asyncProperty(
      fc.array(fc.record({ day: fc.constantFrom('2026-11-30', '2026-12-01', '2026-12-02'), outcome: fc.constantFrom('answered', 'refused', 'withheld', 'truncated', 'limited', 'error'), count: fc.integer({ min: 1, max: 50 }) }), { minLength: 1, maxLength: 12 }),
      async (rows) => {
        const spec = answersPerDaySpec(rows) as { data: { values: { count: number }[] } };
        expect(spec.data.values.reduce((a, v) => a + v.count, 0)).toBe(rows.reduce((a, r) => a + r.count, 0));
        expect(svgOf(await chartUrl(answersPerDaySpec(rows)))).toContain('<svg');
      },
    ), { numRuns: 8 });
  });
});
