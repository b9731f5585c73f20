import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { latinSpelling } from './transliterate';

describe('latinSpelling: Devanagari read with the inherent vowel, homorganic nasals and Hunterian consonants (issue 31)', () => {
  it('spells Hindi renderings of English loans as English writes them', () => {
    // any-ascii alone: letemsi, src, bemcmark, driya, srhrukh — no inherent vowel, anusvara as m.
    expect(latinSpelling('लेटेंसी')).toBe('letensi');
    expect(latinSpelling('सर्च')).toBe('sarch');
    expect(latinSpelling('बेंचमार्क')).toBe('benchmark');
    expect(latinSpelling('कंप्यूट')).toBe('kampyut');
    expect(latinSpelling('दरिया')).toBe('dariya');
    expect(latinSpelling('शाहरुख़')).toBe('shahrukh');
    expect(latinSpelling('फ़ेलोशिप')).toBe('feloship');
    // Other scripts keep any-ascii's reading.
    expect(latinSpelling('Дарья')).toBe('darya');
    expect(latinSpelling('Scrapling')).toBe('scrapling');
  });

  it('generated words of consonant + vowel-sign syllables, a nasal or not, a final bare consonant: spelled syllable by syllable', () => {
    const consonant = fc.constantFrom(['क', 'k'], ['ग', 'g'], ['ट', 't'], ['ड', 'd'], ['त', 't'], ['द', 'd'], ['प', 'p'], ['ब', 'b'], ['म', 'm'], ['न', 'n'], ['र', 'r'], ['ल', 'l'], ['स', 's'], ['च', 'ch'], ['श', 'sh'], ['ज', 'j'], ['ज़', 'z'], ['फ़', 'f']);
    const vowel = fc.constantFrom(['ा', 'a'], ['ि', 'i'], ['ी', 'i'], ['ु', 'u'], ['ू', 'u'], ['े', 'e'], ['ो', 'o']);
    const syllable = fc.tuple(consonant, vowel, fc.boolean());
    fc.assert(fc.property(fc.array(syllable, { minLength: 1, maxLength: 4 }), consonant, (syllables, last) => {
      let dev = '';
      let latin = '';
      syllables.forEach(([[c, cl], [v, vl], nasal], i) => {
        dev += c + v + (nasal ? 'ं' : '');
        // The nasal takes the place of the consonant after it: m before प फ ब म (and फ़), n elsewhere.
        const next = (syllables[i + 1]?.[0] ?? last)[0];
        latin += cl + vl + (nasal ? (/[पफबम]/u.test(next) ? 'm' : 'n') : '');
      });
      dev += last[0];
      latin += last[1];
      expect(latinSpelling(dev.normalize('NFC')), dev).toBe(latin);
    }), { numRuns: 300 });
  });

  it('generated: a consonant with no vowel sign between two syllables with vowels is read without a vowel (V C _ C V), elsewhere with "a"', () => {
    const consonant = fc.constantFrom(['क', 'k'], ['ट', 't'], ['प', 'p'], ['र', 'r'], ['ल', 'l'], ['स', 's'], ['ह', 'h'], ['म', 'm']);
    fc.assert(fc.property(consonant, consonant, consonant, consonant, ([a, al], [b, bl], [c, cl], [d, dl]) => {
      // a-ा b c-ी d: b sits between V C _ C V → no vowel; a word-initial bare consonant keeps it (b c-ी d → b a c i d).
      expect(latinSpelling(`${a}ा${b}${c}ी${d}`)).toBe(`${al}a${bl}${cl}i${dl}`);
      expect(latinSpelling(`${b}${c}ी${d}`)).toBe(`${bl}a${cl}i${dl}`);
    }), { numRuns: 200 });
  });
});
