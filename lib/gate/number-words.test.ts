/**
 * Issue 34, kinds 2 and 3: numbers written as words are checked like digits, and a scale word
 * after a number multiplies it — in all ten languages, from CLDR data (spell-out rules, compact
 * patterns). Examples (each failed on main), then generated variants.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, normalizeForMatching, type Locale } from '@/lib/text';
import { checkSentence, prepareSources, type SourceInput } from '.';
import { spelledNumbers } from './number-words';
import { Rbnf } from './rbnf';

const check = (sentence: string, sources: SourceInput[], locale: Locale) => checkSentence(sentence, prepareSources(sources), locale).reasons;
const en = (text: string): SourceInput[] => [{ text, locale: 'en' }];

describe('kind 2 examples: numbers in words are values', () => {
  it('the outside report replayed: "five engineers" (source: three), "zwölf" (source: acht), "a million documents" (source: 12,000)', () => {
    expect(check('She led five engineers [S1].', en('She led three engineers.'), 'en')).toEqual(['value-unsupported']);
    expect(check('Sie leitete zwölf Ingenieure [S1].', [{ text: 'Sie leitete acht Ingenieure.', locale: 'de' }], 'de')).toEqual(['value-unsupported']);
    expect(check('The archive held a million documents [S1].', en('The archive held 12,000 documents.'), 'en')).toEqual(['value-unsupported']);
    // The same in agreement passes.
    expect(check('She led five engineers [S1].', en('She led 5 engineers.'), 'en')).toEqual([]);
    expect(check('Sie leitete zwölf Ingenieure [S1].', en('She led 12 engineers.'), 'de')).toEqual([]);
  });

  it('the converse: "7 languages" against a source that says "seven languages" is released', () => {
    expect(check('Parsegar supports 7 languages [S1].', en('Parsegar supports seven languages.'), 'en')).toEqual([]);
    expect(check('Parsegar unterstützt 7 Sprachen [S1].', en('Parsegar supports seven languages.'), 'de')).toEqual([]);
    expect(check('Parsegar supports 8 languages [S1].', en('Parsegar supports seven languages.'), 'en')).toEqual(['value-unsupported']);
  });

  it('every language: a number in words against digits', () => {
    const rows: [Locale, string][] = [
      ['fa', 'او سی و پنج مهندس را رهبری کرد [S1].'], ['fr', 'Elle a dirigé trente-cinq ingénieurs [S1].'], ['es', 'Dirigió a treinta y cinco ingenieros [S1].'],
      ['pt', 'Ela liderou trinta e cinco engenheiros [S1].'], ['ru', 'Она руководила тридцатью пятью инженерами [S1].'], ['ar', 'قادت خمسة وثلاثون مهندسا [S1].'],
      ['hi', 'उन्होंने पैंतीस इंजीनियरों का नेतृत्व किया [S1]।'], ['zh', '她带领了三十五名工程师[S1]。'], ['de', 'Sie leitete fünfunddreißig Ingenieure [S1].'],
    ];
    for (const [locale, sentence] of rows) {
      expect(check(sentence, en('She led 35 engineers.'), locale), `${locale} supported`).toEqual([]);
      expect(check(sentence, en('She led 53 engineers.'), locale), `${locale} unsupported`).toEqual(['value-unsupported']);
    }
  });

  it('a lone word for one is an article, not a value; words inside other words are not numbers', () => {
    expect(check('Sie hat eine Bibliothek geschrieben [S1].', en('She wrote Parsegar.'), 'de')).toEqual([]);
    expect(check('Elle a écrit une bibliothèque [S1].', en('She wrote Parsegar.'), 'fr')).toEqual([]);
    expect(check('她写了一个库，这十分重要[S1]。', en('She wrote Parsegar.'), 'zh')).toEqual([]);
    expect(check('It is often the seventh tension [S1].', en('She wrote Parsegar.'), 'en')).toEqual([]);
    expect(check('Она была одной из авторов [S1].', en('She wrote Parsegar.'), 'ru')).toEqual([]);
  });
});

describe('kind 3 examples: scale words compare as values', () => {
  it('the outside report replayed: 万/亿, लाख, and a number in full against the same number with a scale word', () => {
    const src = en('The archive reached 3.5 million readers.');
    expect(check('档案馆拥有350万读者[S1]。', src, 'zh')).toEqual([]);
    expect(check('档案馆拥有3亿读者[S1]。', en('The archive reached 3 million readers.'), 'zh')).toEqual(['value-unsupported']);
    expect(check('आर्काइव 35 लाख पाठकों तक पहुँचा [S1]।', src, 'hi')).toEqual([]);
    expect(check('The archive reached 3,500,000 readers [S1].', src, 'en')).toEqual([]);
    expect(check('आर्काइव 35,00,000 पाठकों तक पहुँचा [S1]।', src, 'hi')).toEqual([]);
    expect(check('The archive reached 3.5 billion readers [S1].', src, 'en')).toEqual(['value-unsupported']);
    expect(check('Das Archiv erreichte 3,5 Mio. Leser [S1].', src, 'de')).toEqual([]);
    expect(check('Архив охватил 3,5 млн читателей [S1].', src, 'ru')).toEqual([]);
    expect(check('آرشیو به ۳٫۵ میلیون خواننده رسید [S1].', src, 'fa')).toEqual([]);
    expect(check('El archivo llegó a 3,5 millones de lectores [S1].', src, 'es')).toEqual([]);
    expect(check('档案馆拥有三百五十万读者[S1]。', src, 'zh')).toEqual([]);
    expect(check('आर्काइव पैंतीस लाख पाठकों तक पहुँचा [S1]।', src, 'hi')).toEqual([]);
  });

  it('a scale word means what it means in its language: "billion" is 10^9 in English, 10^12 in French', () => {
    expect(check('Il a traité un billion de requêtes [S1].', en('It handled one billion requests.'), 'fr')).toEqual(['value-unsupported']);
    expect(check('Il a traité un milliard de requêtes [S1].', en('It handled one billion requests.'), 'fr')).toEqual([]);
  });
});

// --- Generated variants ------------------------------------------------------------------------

const require = createRequire(import.meta.url);
const SPELLERS = Object.fromEntries(LOCALES.map((l) => [l, new Rbnf(l, require(`cldr-rbnf/rbnf/${l}.json`).rbnf.rbnf.SpelloutRules)])) as Record<Locale, Rbnf>;
const CARDINAL: Record<Locale, string> = { en: 'spellout-cardinal', fa: 'spellout-cardinal', de: 'spellout-cardinal-feminine', fr: 'spellout-cardinal-masculine', es: 'spellout-cardinal-masculine', pt: 'spellout-cardinal-masculine', ru: 'spellout-cardinal-masculine', ar: 'spellout-cardinal-masculine', hi: 'spellout-cardinal', zh: 'spellout-cardinal' };
// A sentence around a number in each language (the number is a word group of its own).
const FRAME: Record<Locale, (n: string) => string> = {
  en: (n) => `The archive held ${n} pages [S1].`, fa: (n) => `آرشیو ${n} صفحه داشت [S1].`, de: (n) => `Das Archiv hatte ${n} Seiten [S1].`,
  fr: (n) => `L'archive comptait ${n} pages [S1].`, es: (n) => `El archivo tenía ${n} páginas [S1].`, pt: (n) => `O arquivo tinha ${n} páginas [S1].`,
  ru: (n) => `В архиве было ${n} страниц [S1].`, ar: (n) => `احتوى الأرشيف على ${n} صفحة [S1].`, hi: (n) => `आर्काइव में ${n} पृष्ठ थे [S1]।`, zh: (n) => `档案馆有${n}页[S1]。`,
};

describe('kinds 2 and 3 generated variants', () => {
  it('any number from 2 to 999,999 spelled out by CLDR\'s rules in any language reads as its value', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 2, max: 999_999 }), (locale, n) => {
      const words = SPELLERS[locale].format(n, CARDINAL[locale]);
      const read = spelledNumbers(normalizeForMatching(FRAME[locale](words)), locale, { answer: true }).map((x) => x.value);
      expect(read, `${locale} ${words}`).toEqual([String(n)]);
    }), { numRuns: 400, seed: 34 });
  });

  it('a spelled-out number is supported by the same value in digits and stopped by another', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), fc.integer({ min: 2, max: 99_999 }), fc.integer({ min: 2, max: 99_999 }), (locale, n, m) => {
      const sentence = FRAME[locale](SPELLERS[locale].format(n, CARDINAL[locale]));
      expect(check(sentence, en(`It held ${n.toLocaleString('en')} pages.`), locale)).toEqual([]);
      if (m !== n) expect(check(sentence, en(`It held ${m.toLocaleString('en')} pages.`), locale)).toEqual(['value-unsupported']);
    }), { numRuns: 200, seed: 35 });
  });

  it('compact numbers as ICU writes them (Intl.NumberFormat, notation compact, long and short) equal the number in full', () => {
    const value = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.constantFrom(3, 4, 5, 6, 7, 8, 9)).map(([m, e]) => m * 10 ** e);
    fc.assert(fc.property(fc.constantFrom(...LOCALES), value, fc.constantFrom('long', 'short'), (locale, v, display) => {
      const compact = new Intl.NumberFormat(locale, { notation: 'compact', compactDisplay: display as 'long' | 'short', maximumSignificantDigits: 3 }).format(v);
      const exact = Number(new Intl.NumberFormat('en', { maximumSignificantDigits: 3, useGrouping: false }).format(v));
      const sentence = FRAME[locale](compact);
      expect(check(sentence, en(`It held ${exact.toLocaleString('en')} pages.`), locale), `${locale} ${compact}`).toEqual([]);
      expect(check(sentence, en(`It held ${(exact * 10).toLocaleString('en')} pages.`), locale), `${locale} ${compact} ×10`).toEqual(['value-unsupported']);
    }), { numRuns: 300, seed: 36 });
  });
});
