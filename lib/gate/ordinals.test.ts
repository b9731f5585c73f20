/**
 * Issue 23, kind 6: sentences split where a language does not end them (after fnl/syntok#28 and
 * diasks2/pragmatic_segmenter#76). A German ordinal is a number and a period before its noun
 * ("beim 2. Berliner Suchtag"); French "c.-à-d." runs on into what it explains, often a number.
 * A false boundary cut a correct, sourced answer: the piece before it carried no source marker.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SentenceGate, SentenceSplitter, splitSentences } from '@/lib/gate';

/** The splitter's sentences for `text` fed in pieces of `piece` characters (streaming mode). */
function streamed(text: string, piece: number): string[] {
  const s = new SentenceSplitter();
  const out = [];
  for (let i = 0; i < text.length; i += piece) out.push(...s.push(text.slice(i, i + piece)));
  return [...out, ...s.end()].map((x) => x.text);
}

describe('German ordinals before a noun and French c.-à-d. do not end a sentence', () => {
  it.each([
    ['Sie sprach beim 2. Berliner Suchtag über Retrieval. Danach nicht.', ['Sie sprach beim 2. Berliner Suchtag über Retrieval.', 'Danach nicht.']],
    ['Sie belegte den 1. Platz im Wettbewerb. Danach nicht.', ['Sie belegte den 1. Platz im Wettbewerb.', 'Danach nicht.']],
    ['Sie hielt zum 3. Mal den Vortrag. Danach nicht.', ['Sie hielt zum 3. Mal den Vortrag.', 'Danach nicht.']],
    ['Le service couvre trois régions, c.-à-d. 3 serveurs en tout. Ensuite rien.', ['Le service couvre trois régions, c.-à-d. 3 serveurs en tout.', 'Ensuite rien.']],
    ['Trois index, c-à-d. 3 tables. Ensuite rien.', ['Trois index, c-à-d. 3 tables.', 'Ensuite rien.']],
  ])('%s', (input, expected) => {
    expect(splitSentences(input)).toEqual(expected);
  });

  it('a number ending an English sentence still ends it', () => {
    expect(splitSentences('She published 3. The next one came later.')).toEqual(['She published 3.', 'The next one came later.']);
    expect(splitSentences('Sie kam 2019. Berlin war neu.')).toEqual(['Sie kam 2019.', 'Berlin war neu.']);
  });

  it('the sourced German answer is released whole, not withheld after the ordinal', () => {
    const sources = [{ text: 'Darya Rahnama sprach beim 2. Berliner Suchtag über hybride Suche.', locale: 'de' as const }];
    const gate = new SentenceGate({ sources, locale: 'de' });
    const answer = 'Darya Rahnama sprach beim 2. Berliner Suchtag über hybride Suche [S1].';
    const out = [...gate.push(answer), ...gate.end()];
    expect(out).toEqual([{ type: 'text', text: 'Darya Rahnama sprach beim 2. Berliner Suchtag über hybride Suche.', sources: [1], paragraphBreak: false }]);
  });

  it('property: determiner + ordinal + capitalized noun stays one sentence, in any streaming pieces', () => {
    const det = fc.constantFrom('der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'einem', 'beim', 'zum', 'zur', 'vom', 'im', 'am', 'ihrem', 'seinen', 'diesem', 'jedem', 'Beim', 'Zum', 'Den');
    const noun = fc.constantFrom('Berliner', 'Platz', 'Mal', 'Suchtag', 'Workshop', 'Kapitel', 'Ärztetag', 'Übersetzerkongress');
    fc.assert(fc.property(det, fc.integer({ min: 1, max: 999 }), noun, fc.integer({ min: 1, max: 12 }), (d, n, w, piece) => {
      const first = `Sie war ${d} ${n}. ${w} dabei [S1].`;
      expect(streamed(`${first} Danach kam mehr.`, piece)).toEqual([first, 'Danach kam mehr.']);
    }));
  });

  it('property: c.-à-d. in its written forms runs on into a number or a word', () => {
    const form = fc.constantFrom('c.-à-d.', 'C.-à-d.', 'c-à-d.', 'c.-a-d.');
    const next = fc.oneof(fc.integer({ min: 0, max: 9999 }).map(String), fc.constantFrom('Paris', 'BM25', 'RRF'));
    fc.assert(fc.property(form, next, fc.integer({ min: 1, max: 12 }), (f, x, piece) => {
      const first = `Le moteur combine deux listes, ${f} ${x} résultats au total.`;
      expect(streamed(`${first} Ensuite rien.`, piece)).toEqual([first, 'Ensuite rien.']);
    }));
  });
});
