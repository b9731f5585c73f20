/**
 * German compounds read through their parts' dictionary translations (Koehn & Knight 2003,
 * translation-based splitting) and held as a phrase of every part (Ballesteros & Croft 1997):
 * `dictionaryFrequency`, `compoundParts`, `holdsPhrase`. Examples in ten languages: only German
 * writes the compound closed; the other nine write the same words open, and are never split.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { capitalizedWords, compoundParts, dictionaryFrequency, holdsPhrase, wordStems } from '@/lib/retrieval';
import type { Locale } from '@/lib/text';

// A toy index (English terms only) and a German→English dictionary by German stem.
const index = new Map([['segment', 12], ['accuraci', 9], ['spell', 6], ['check', 20], ['run', 40], ['compani', 3]]);
const known = (s: string) => index.get(s) ?? 0;
const dictionary = new Map<string, string[]>([
  ['segmentier', ['segment']], ['segmentierung', ['segment']], ['genau', ['accuraci', 'precis']], ['genauigkeit', ['accuraci']],
  ['rechtschreib', ['spell']], ['prufung', ['check', 'exam']], ['lauf', ['run']], ['firm', ['compani']],
]);
const translations = (s: string) => dictionary.get(s);
const partKnown = (s: string) => dictionaryFrequency(s, known, translations);

describe('dictionaryFrequency: a part known through its translations', () => {
  it('is the index df as written, else the largest df of a held translation, else 0', () => {
    expect(dictionaryFrequency('check', known, translations)).toBe(20);
    expect(dictionaryFrequency('genau', known, translations)).toBe(9);
    expect(dictionaryFrequency('wasser', known, translations)).toBe(0);
  });
});

describe('compoundParts with dictionary knowledge (German only)', () => {
  it('splits a German compound whose parts only the dictionary carries into the index', () => {
    expect(compoundParts('segmentierungsgenauigkeit', 'de', partKnown).map((p) => wordStems(p, 'de')[0])).toEqual(['segmentier', 'genau']);
    expect(compoundParts('rechtschreibprüfung', 'de', partKnown)).toEqual(['rechtschreib', 'prüfung']);
    expect(compoundParts('segmentierungsgenauigkeit', 'de', known)).toEqual([]); // the index alone knows neither part
  });

  const open: Record<Locale, string> = {
    en: 'segmentationaccuracy', de: '', fr: 'précisiondesegmentation', es: 'precisióndesegmentación', pt: 'precisãodesegmentação',
    ru: 'точностьсегментации', ar: 'دقةالتقسيم', hi: 'विभाजनसटीकता', fa: 'دقتتقطیع', zh: '切分准确率',
  };
  it.each(Object.entries(open).filter(([l]) => l !== 'de'))('never splits a word of %s (compounds written open there)', (locale, word) => {
    expect(compoundParts(word, locale as Locale, () => 50)).toEqual([]);
  });
});

describe('holdsPhrase: a compound is held only with every part', () => {
  const phrase = (word: string) => compoundParts(word, 'de', partKnown).map((p) => {
    const stems = wordStems(p, 'de');
    return [...stems, ...stems.flatMap((s) => (dictionary.get(s) ?? []).filter((e) => known(e) > 0))];
  });
  it('holds Rechtschreibprüfung where a page names a spell check, not where it names a check alone', () => {
    expect(holdsPhrase(phrase('rechtschreibprüfung'), 'A spell-checker: every check takes 12 ms.', 'en')).toBe(true);
    expect(holdsPhrase(phrase('rechtschreibprüfung'), 'Every check takes 12 ms.', 'en')).toBe(false);
  });
  it('a page that says "run" alone does not hold Firmenlauf (company run)', () => {
    expect(holdsPhrase(phrase('firmenlauf'), 'Run the server with fastapi dev.', 'en')).toBe(false);
    expect(holdsPhrase(phrase('firmenlauf'), 'The company run starts in May.', 'en')).toBe(true);
  });
  it('generated: a text holds the phrase exactly when it holds a reading of each part', () => {
    const parts = phrase('segmentierungsgenauigkeit');
    fc.assert(fc.property(fc.boolean(), fc.boolean(), fc.array(fc.constantFrom('the', 'model', 'reached', 'test', 'queries'), { maxLength: 8 }), (a, b, filler) => {
      const text = [...filler, ...(a ? ['segmentation'] : []), ...(b ? ['accuracy'] : [])].join(' ');
      expect(holdsPhrase(parts, text, 'en')).toBe(a && b);
    }));
  });
});

describe('capitalizedWords: German nouns are the capitalized words past the first (Duden § 55)', () => {
  it('keeps the nouns, not the verb with a separable prefix nor the first word', () => {
    const nouns = capitalizedWords('Wie oft wiederholt der Spider eine blockierte Anfrage?');
    expect([...nouns].sort()).toEqual(['anfrage', 'spider']);
    expect(capitalizedWords('Wie hoch war die Annotatorenübereinstimmung ihrer Masterarbeit?').has('annotatorenübereinstimmung')).toBe(true);
  });
  it('generated: a lower-case word is never a noun, a capitalized one past the first always is', () => {
    fc.assert(fc.property(fc.stringMatching(/^[a-zäöü]{4,12}$/), fc.stringMatching(/^[A-ZÄÖÜ][a-zäöü]{4,12}$/), (lower, upper) => {
      const nouns = capitalizedWords(`Wie ${lower} die ${upper}?`);
      expect(nouns.has(lower)).toBe(false);
      expect(nouns.has(upper.toLowerCase())).toBe(true);
    }), { numRuns: 60 });
  });
});
