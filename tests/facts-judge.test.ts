/**
 * The judge of the facts and conversations runs (scripts/facts-run.ts `givesFacts`): a fact is
 * given when the released text holds it as whole words; in Chinese text, written without spaces,
 * a number or a Latin word next to Han characters is a whole word (UAX #29).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { givesFacts } from '../scripts/facts-run';

describe('givesFacts', () => {
  it('finds a value written between Han characters, never inside a longer number or word', () => {
    expect(givesFacts('召回率从0.61提升到0.84。', [['0.84']])).toBe(true);
    expect(givesFacts('自2023年起担任负责人。', [['2023']])).toBe(true);
    expect(givesFacts('召回率为10.84。', [['0.84']])).toBe(false);
    expect(givesFacts('The archive holds 1.2 million pages.', [['1.2 million']])).toBe(true);
    expect(givesFacts('The archive holds 11.2 million pages.', [['1.2 million']])).toBe(false);
    expect(givesFacts('She used Solr and Elasticsearch.', [['Solr'], ['Elastic']])).toBe(false);
    expect(givesFacts('她使用了Solr和Elasticsearch。', [['Solr'], ['Elasticsearch']])).toBe(true);
  });

  it('generated: a number among Han characters is given; the same digits inside a longer number are not', () => {
    const han = fc.array(fc.constantFrom('从', '到', '提升', '年', '个', '的', '为'), { minLength: 1, maxLength: 3 }).map((a) => a.join(''));
    fc.assert(fc.property(han, han, fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 9 }), (before, after, n, lead) => {
      expect(givesFacts(`${before}${n}${after}`, [[String(n)]])).toBe(true);
      expect(givesFacts(`${before}${lead}${n}${after}`, [[String(n)]])).toBe(false);
    }), { numRuns: 200 });
  });
});
