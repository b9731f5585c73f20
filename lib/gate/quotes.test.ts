/**
 * A quote is read in its source's language (issue 22, kind 6): "Wie viele Sterne hat Parsegar?"
 * answered with the English passage's sentence "…2,300 stars…" was withheld, because check 3 read
 * "2,300" in German grammar (2.3). A sentence a cited source holds word for word is that source's
 * text, with its number grammar; anything else is still read in the answer's language.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/text';
import { checkSentence } from '.';
import { prepareSources } from './checks';

const english = prepareSources([{ text: 'By 2024 the Parsegar repository had about 2,300 stars on GitHub and 41 contributors.', locale: 'en' }]);

describe('a verbatim quote keeps its source grammar', () => {
  it('the English sentence quoted in a German, French or Russian answer passes check 3 (the issue example)', () => {
    for (const locale of ['de', 'fr', 'ru'] as const) {
      expect(checkSentence('By 2024 the Parsegar repository had about 2,300 stars on GitHub and 41 contributors [S1].', english, locale).reasons).toEqual([]);
    }
  });

  it('a German sentence of its own is still read in German: "2,300" there is 2.3, not supported', () => {
    expect(checkSentence('Parsegar hat etwa 2,300 Sterne [S1].', english, 'de').reasons).toEqual(['value-unsupported']);
    // …and the German way of writing the English value is supported as before.
    expect(checkSentence('Parsegar hat etwa 2.300 Sterne [S1].', english, 'de').reasons).toEqual([]);
  });

  it('a quote of one source does not vouch for a value another cited source lacks', () => {
    const two = prepareSources([{ text: 'It had 2,300 stars.', locale: 'en' }, { text: 'Es hatte viele Sterne.', locale: 'de' }]);
    expect(checkSentence('Es hatte 2,300 Sterne [S2].', two, 'de').reasons).toEqual(['value-unsupported']);
  });

  it('generated variants: any grouped number quoted verbatim from an English source passes in every reader language; reworded, German reads its own grammar', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.constantFrom(...LOCALES), (thousands, rest, locale) => {
      const n = `${thousands},${String(rest).padStart(3, '0')}`;
      const sentence = `The archive held about ${n} scanned pages in total`;
      const src = prepareSources([{ text: `${sentence}. It opened in 2019.`, locale: 'en' }]);
      expect(checkSentence(`${sentence} [S1].`, src, locale).reasons).toEqual([]);
      // Not a quote: a German sentence with the same digits reads them as a decimal.
      expect(checkSentence(`Das Archiv hatte ${n} Seiten [S1].`, src, 'de').reasons).toEqual(['value-unsupported']);
    }), { numRuns: 150 });
  });
});
