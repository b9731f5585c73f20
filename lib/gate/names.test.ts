/**
 * Issue 34, kind 4: a proper name an answer states must be in a cited source, in any script;
 * ordinary words are not names (German nouns, units, scale words, title case), transliterations
 * and exonyms of a source's name pass, the author's names are known. Examples, then generated variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/text';
import { checkSentence, nameIndex, prepareSources, type SourceInput } from '.';

const SRC: SourceInput[] = [{ text: 'Since February 2023 Darya has been Lead Search & NLP Engineer at Nahrvald Labs, a Berlin software company. She maintains Parsegar, written in Python.', locale: 'en' }];
const check = (sentence: string, locale: Locale, sources = SRC, known?: string[]) => checkSentence(sentence, prepareSources(sources), locale, known ? { known: nameIndex(known) } : {}).reasons;

describe('kind 4 examples: names in a cited source, in any script', () => {
  it('the outside report replayed: another company, another language are stopped; the source\'s pass', () => {
    expect(check('She worked at Zalando in Berlin [S1].', 'en')).toEqual(['name-unsupported']);
    expect(check('She wrote Parsegar in Rust [S1].', 'en')).toEqual(['name-unsupported']);
    expect(check('She works at Nahrvald Labs in Berlin and wrote Parsegar in Python [S1].', 'en')).toEqual([]);
  });

  it('German nouns are words, not names (the German dictionary, stems and compounds); a German name the dictionary lacks is read', () => {
    expect(check('Seit Februar 2023 leitet sie als Ingenieurin die Suchplattform von Nahrvald Labs in Berlin [S1].', 'de')).toEqual([]);
    expect(check('Seit Februar 2023 arbeitet sie bei Zalando in Berlin [S1].', 'de')).toEqual(['name-unsupported']);
  });

  it('transliterations and exonyms of a source\'s name pass; another name in the same script does not', () => {
    expect(check('С 2023 года она работает в Нахрвальд Лабс в Берлине [S1].', 'ru')).toEqual([]);
    expect(check('С 2023 года она работает в Яндексе в Берлине [S1].', 'ru')).toEqual(['name-unsupported']);
    expect(check('Desde 2023 trabaja en Nahrvald Labs, en Berlín [S1].', 'es')).toEqual([]);
    expect(check('Elle maintient Parsegar, écrit en Python, à Berlin [S1].', 'fr')).toEqual([]);
  });

  it('languages without case: a Latin name is read, a native word is not', () => {
    expect(check('او از ۲۰۲۳ در Nahrvald Labs در برلین کار می‌کند [S1].', 'fa')).toEqual([]);
    expect(check('او از ۲۰۲۳ در Zalando در برلین کار می‌کند [S1].', 'fa')).toEqual(['name-unsupported']);
    expect(check('自2023年起，她在柏林的Nahrvald Labs工作[S1]。', 'zh')).toEqual([]);
    expect(check('自2023年起，她在柏林的Alibaba工作[S1]。', 'zh')).toEqual(['name-unsupported']);
    expect(check('वे 2023 से बर्लिन में Flipkart में काम करती हैं [S1]।', 'hi')).toEqual(['name-unsupported']);
    expect(check('منذ ٢٠٢٣ تعمل في Careem في برلين [S1].', 'ar')).toEqual(['name-unsupported']);
  });

  it('units, scale words and title-cased common words are no names; the author\'s names are known', () => {
    expect(check('L’index occupe 310 Go répartis sur trois nœuds [S1].', 'fr', [{ text: 'The index occupies 310 GB across three nodes.', locale: 'en' }])).toEqual([]);
    expect(check('Die Plattform beantwortet 3,5 Mio. Anfragen [S1].', 'de', [{ text: 'It serves 3.5 million queries.', locale: 'en' }])).toEqual([]);
    expect(check('Darya estudió Ingeniería Informática en 2010 [S1].', 'es', [{ text: 'Darya studied computer engineering in 2010.', locale: 'en' }])).toEqual([]);
    expect(check('Дарья Рахнама работает в Берлине [S1].', 'ru', SRC, ['Darya Rahnama', 'Дарья Рахнама'])).toEqual([]);
  });
});

// --- Generated variants ------------------------------------------------------------------------

const syllable = fc.constantFrom('ka', 'lo', 'mir', 'zen', 'tra', 'vol', 'dek', 'sun', 'bar', 'nix', 'quo', 'ruf');
// Names as the site's are made (Nahrvald, Parsegar, Golestan): syllables and a name ending, so that
// no language's dictionary holds them (a name that is also a word of the answer's language is a
// documented limit, not what this property is about).
const NAME = fc.tuple(fc.array(syllable, { minLength: 2, maxLength: 3 }), fc.constantFrom('vald', 'stan', 'ix', 'grad', 'ovsk'))
  .map(([s, end]) => s.join('') + end).map((w) => w[0]!.toUpperCase() + w.slice(1));
// A sentence in each language with the name after the first word.
const FRAME: Record<Locale, (name: string) => string> = {
  en: (n) => `She built the index at ${n} [S1].`, de: (n) => `Sie baute den Index bei ${n} [S1].`, fr: (n) => `Elle a construit l’index chez ${n} [S1].`,
  es: (n) => `Ella construyó el índice en ${n} [S1].`, pt: (n) => `Ela construiu o índice na ${n} [S1].`, ru: (n) => `Она построила индекс в ${n} [S1].`,
  fa: (n) => `او نمایه را در ${n} ساخت [S1].`, ar: (n) => `بنت الفهرس في ${n} [S1].`, hi: (n) => `उन्होंने ${n} में इंडेक्स बनाया [S1]।`, zh: (n) => `她在${n}构建了索引[S1]。`,
};
// Latin → Russian letters for the test's names (GOST-like; the check itself reads any-ascii).
const CYRILLIC: Record<string, string> = { a: 'а', b: 'б', c: 'ц', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', k: 'к', l: 'л', m: 'м', n: 'н', o: 'о', p: 'п', q: 'к', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', w: 'в', x: 'кс', y: 'й', z: 'з' };
const toCyrillic = (name: string) => { const c = [...name.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join(''); return c[0]!.toUpperCase() + c.slice(1); };

describe('kind 4 generated variants', () => {
  it('a name from the source passes in every language; a different name is stopped', () => {
    fc.assert(fc.property(fc.constantFrom(...LOCALES), NAME, NAME, (locale, name, other) => {
      const sources: SourceInput[] = [{ text: `The index was built at ${name} in 2019.`, locale: 'en' }];
      expect(check(FRAME[locale](name), locale, sources), `${locale} ${name}`).toEqual([]);
      if (other.toLowerCase() !== name.toLowerCase()) expect(check(FRAME[locale](other), locale, sources), `${locale} ${other} for ${name}`).toEqual(['name-unsupported']);
    }), { numRuns: 300, seed: 41 });
  });

  it('a Russian answer may write the source\'s name in Cyrillic, inflected; another name in Cyrillic is stopped', () => {
    // Other names from syllables of other consonants: a name the source does not hold, in sound too.
    const OTHER = fc.array(fc.constantFrom('pu', 'gef', 'hol', 'wip', 'chu', 'yef'), { minLength: 2, maxLength: 3 }).map((s) => s.join('')).map((w) => w[0]!.toUpperCase() + w.slice(1));
    fc.assert(fc.property(NAME, OTHER, fc.constantFrom('', 'е', 'а', 'ом'), (name, other, ending) => {
      const sources: SourceInput[] = [{ text: `The index was built at ${name} in 2019.`, locale: 'en' }];
      expect(check(FRAME.ru(toCyrillic(name) + ending), 'ru', sources), `${toCyrillic(name)}${ending}`).toEqual([]);
      expect(check(FRAME.ru(toCyrillic(other)), 'ru', sources), `${toCyrillic(other)} for ${name}`).toEqual(['name-unsupported']);
    }), { numRuns: 200, seed: 42 });
  });
});
