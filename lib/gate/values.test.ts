/**
 * Issue 10, kinds 2 and 3: numbers in the grammar of their language and in every script's
 * digits; addresses with or without a scheme. Examples (each failed on main), then generated
 * variants.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '@/lib/text';
import { checkSentence, extractValues, prepareSources, type SourceInput } from '@/lib/gate';

const check = (sentence: string, sources: SourceInput[], locale: Locale) => checkSentence(sentence, prepareSources(sources), locale).reasons;

describe('kind 2 examples: a number is read in the grammar of the answer\'s language', () => {
  const oneLibrary = [{ text: 'Darya maintains one library: Parsegar is released under the MIT licence.', locale: 'de' as Locale }];
  it('German 1.000 is one thousand, not 1 (failed on main)', () => {
    expect(check('Sie hat 1.000 Open-Source-Bibliotheken gepflegt [S1].', oneLibrary, 'de')).toEqual(['value-unsupported']);
    expect(check('Sie hat 1.000 Open-Source-Bibliotheken gepflegt [S1].', [{ text: 'Sie pflegt 1000 Bibliotheken.', locale: 'de' }], 'de')).toEqual([]);
  });

  it('German 2.500 Personen is not 2,5 Millionen (failed on main)', () => {
    const src = [{ text: 'Das Archiv erreichte 2,5 Millionen Leserinnen und Leser.', locale: 'de' as Locale }];
    expect(check('Das Archiv erreichte 2.500 Personen [S1].', src, 'de')).toEqual(['value-unsupported']);
    expect(check('Das Archiv erreichte 2,5 Millionen Personen [S1].', src, 'de')).toEqual([]);
  });

  it('Hindi ९९,००० (Devanagari digits) is checked like 99,000 (failed on main)', () => {
    const src = [{ text: 'The platform served 99,000 users a day.', locale: 'en' as Locale }];
    expect(check('यह प्लेटफ़ॉर्म रोज़ ९९,००० उपयोगकर्ताओं को सेवा देता था [S1]।', src, 'hi')).toEqual([]);
    expect(check('यह प्लेटफ़ॉर्म रोज़ ९८,००० उपयोगकर्ताओं को सेवा देता था [S1]।', src, 'hi')).toEqual(['value-unsupported']);
    expect(check('यह प्लेटफ़ॉर्म रोज़ ९९,०००', [], 'hi')).toContain('marker-missing');
  });

  it('Indian grouping, French narrow no-break spaces, Persian separators', () => {
    const src = [{ text: 'It indexed 120,000 pages in 14.5 hours.', locale: 'en' as Locale }];
    expect(check('इसने 1,20,000 पृष्ठों को अनुक्रमित किया [S1]।', src, 'hi')).toEqual([]);
    expect(check('Il a indexé 120\u202F000 pages en 14,5 heures [S1].', src, 'fr')).toEqual([]);
    expect(check('Il a indexé 120 000 pages [S1].', src, 'fr')).toEqual([]); // a typed space before "000" can only group
    expect(check('این ابزار ۱۲۰٬۰۰۰ صفحه را در ۱۴٫۵ ساعت نمایه کرد [S1].', src, 'fa')).toEqual([]);
    expect(check('Es indexierte 120.000 Seiten in 14,5 Stunden [S1].', src, 'de')).toEqual([]);
    expect(check('Es indexierte 120,000 Seiten [S1].', src, 'de')).toEqual(['value-unsupported']); // 120,000 is 120 in German
  });

  it('keeps the blind-spot wins: 14.52 does not support 52, 1,200 does not support 200, 20.00 is 20', () => {
    const src = [{ text: 'It was 14.52% faster on 1,200 pages at 20.00 ms.', locale: 'en' as Locale }];
    expect(check('It was 52% faster [S1].', src, 'en')).toEqual(['value-unsupported']);
    expect(check('It held 200 pages [S1].', src, 'en')).toEqual(['value-unsupported']);
    expect(check('It took 20 ms [S1].', src, 'en')).toEqual([]);
  });

  it('an ambiguous value passes only if every reading is supported (fail closed)', () => {
    // A source of unknown language: "1,200" may be 1200 (en) or 1.2 (de, fr): it supports neither.
    expect(check('It held 1,200 pages [S1].', ['The archive held 1,200 pages.'], 'en')).toEqual(['value-unsupported']);
    expect(check('It held 1,200 pages [S1].', ['The archive held 1200 pages and 1,2 shelves.'], 'en')).toEqual([]);
    // "3 100" typed with a plain space in French: 3100, or 3 and 100.
    expect(check('Il y a 3 100 pages [S1].', [{ text: 'There are 3,100 pages.', locale: 'en' }], 'fr')).toEqual(['value-unsupported']);
    expect(check('Il y a 3 100 pages [S1].', [{ text: 'Il y a 3 100 pages.', locale: 'fr' }], 'fr')).toEqual([]);
    expect(extractValues('1.000', undefined).numbers.sort()).toEqual(['1', '1000']); // en: one; de, es, pt: one thousand
  });
});

// Numbering systems the ten languages write (CLDR default plus Latin; zh full-width via NFKC).
const SYSTEMS: Record<Locale, string[]> = { en: ['latn'], fa: ['arabext', 'latn'], de: ['latn'], fr: ['latn'], es: ['latn'], pt: ['latn'], ru: ['latn'], ar: ['arab', 'latn'], hi: ['deva', 'latn'], zh: ['latn', 'fullwide'] };
const formats = LOCALES.flatMap((l) => SYSTEMS[l].map((nu) => ({ locale: l, nu })));
const value = fc.oneof(fc.integer({ min: 0, max: 2_000_000_000 }), fc.tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 1, max: 999 })).map(([i, f]) => Number(`${i}.${f}`)));
const format = (v: number, f: { locale: Locale; nu: string }) => new Intl.NumberFormat(`${f.locale}-u-nu-${f.nu}`, { maximumFractionDigits: 3 }).format(v);

describe('kind 2 generated variants: Intl-formatted numbers in every language and numbering system', () => {
  it('the same value formatted for any two languages is supported; another value is stopped', () => {
    fc.assert(fc.property(value, value, fc.constantFrom(...formats), fc.constantFrom(...formats), (v, w, a, b) => {
      const source = [{ text: `The archive held ${format(v, b)} pages.`, locale: b.locale }];
      const same = check(`The archive held ${format(v, a)} pages [S1].`, source, a.locale);
      const other = check(`The archive held ${format(w, a)} pages [S1].`, source, a.locale);
      return same.length === 0 && (w === v ? other.length === 0 : other.includes('value-unsupported'));
    }), { numRuns: 600, seed: 2 });
  });
});

describe('kind 3 examples: addresses without a scheme are values', () => {
  const src = [{ text: 'The archive is at https://golestan-archive.example/search and mail goes to team@golestan.example.', locale: 'en' as Locale }];
  it('a scheme-less host with a path that no source has is stopped (failed on main)', () => {
    expect(check('Its login page is at www.golestan-archive-login.example/search today [S1].', src, 'en')).toEqual(['value-unsupported']);
  });
  it('the same address with or without a scheme, in any case of the host, trailing slash or not, is supported', () => {
    expect(check('The archive is at golestan-archive.example/search [S1].', src, 'en')).toEqual([]);
    expect(check('The archive is at HTTP://Golestan-Archive.example/search/ [S1].', src, 'en')).toEqual([]);
    expect(check('The archive is at golestan-archive.example/Search [S1].', src, 'en')).toEqual(['value-unsupported']); // paths keep their case
  });
  // Check 3 supports the same address in any punctuation; check 5 then withholds every e-mail
  // address as a contact detail (issue 10 QA), so a supported one fails for that reason alone.
  it('e-mail addresses in full-width and small-form punctuation are the same address', () => {
    expect(check('Write to team＠golestan．example [S1].', src, 'en')).toEqual(['engagement-or-private']);
    expect(check('Write to team﹫golestan.example [S1].', src, 'en')).toEqual(['engagement-or-private']);
    expect(check('Write to boss＠golestan．example [S1].', src, 'en')).toEqual(['value-unsupported', 'engagement-or-private']);
    expect(check('请写信到 team@golestan。example [S1]。', src, 'zh')).toEqual(['engagement-or-private']);
  });
  it('a look-alike host is another host (IDN homograph: punycode differs)', () => {
    expect(check('The archive is at golest\u0430n-archive.example/search [S1].', src, 'en')).toEqual(['value-unsupported']);
  });
});

describe('kind 3 generated variants: hosts, paths and e-mail addresses in several languages', () => {
  const label = fc.stringMatching(/^[a-z][a-z0-9]{1,9}$/);
  const tld = fc.constantFrom('com', 'org', 'example', 'test', 'dev', 'io', 'de', 'ir');
  const host = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), tld).map(([ls, t]) => [...ls, t].join('.'));
  const path = fc.array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { maxLength: 3 }).map((p) => (p.length ? `/${p.join('/')}` : ''));
  const templates: [Locale, (a: string) => string][] = [
    ['en', (a) => `Its page is at ${a} today [S1].`], ['de', (a) => `Die Seite liegt unter ${a} [S1].`], ['fa', (a) => `صفحه آن در ${a} است [S1].`],
    ['ru', (a) => `Страница находится по адресу ${a} [S1].`], ['zh', (a) => `其页面位于 ${a} [S1]。`], ['hi', (a) => `इसका पेज ${a} पर है [S1]।`],
  ];
  it('an address from the source is supported with or without a scheme; another host is stopped', () => {
    fc.assert(fc.property(host, path, fc.boolean(), fc.boolean(), fc.constantFrom(...templates), label, (h, p, schemeInSource, schemeInAnswer, [locale, t], other) => {
      const source = [{ text: `See ${schemeInSource ? 'https://' : ''}${h}${p} for details.`, locale: 'en' as Locale }];
      const answer = `${schemeInAnswer ? 'http://' : ''}${h.toUpperCase()}${p}`;
      const wrong = `${other}x.${h}${p}`;
      return check(t(answer), source, locale).length === 0 && check(t(wrong), source, locale).includes('value-unsupported');
    }), { numRuns: 300, seed: 3 });
  });

  it('e-mail addresses match in any punctuation form and never match another address', () => {
    const local = fc.stringMatching(/^[a-z][a-z0-9]{0,4}(?:[._][a-z0-9]{1,4})?$/);
    fc.assert(fc.property(local, host, fc.constantFrom('@', '＠', '﹫'), fc.constantFrom(...templates), (l, h, at, [locale, t]) => {
      const source = [{ text: `Mail ${l}@${h} today.`, locale: 'en' as Locale }];
      // Supported by check 3, withheld by check 5 only; another address fails check 3 as well.
      const same = check(t(`${l}${at}${h}`), source, locale);
      return same.length === 1 && same[0] === 'engagement-or-private' && check(t(`x${l}${at}${h}`), source, locale).includes('value-unsupported');
    }), { numRuns: 200, seed: 4 });
  });
});
