/**
 * Issue 10, kind 1: text that reads the same must be matched the same — default-ignorable code
 * points and look-alike letters from other scripts (TR39 confusables) change nothing that L1, the
 * overview detector, retrieval or the gate's voice check sees. Examples first (each failed on
 * main), then generated variants over the golden set and gate sentences.
 */
import fc from 'fast-check';
import confusables from 'unhomoglyph/data.json';
import { describe, expect, it } from 'vitest';
import { authorTerms, loadProfileFile } from '@/lib/profile';
import { checkSentence, prepareSources, SentenceGate } from '@/lib/gate';
import { matchRefusalPattern } from '@/lib/refusal';
import { detectOverview, readAbout } from '@/lib/retrieval';
import { contentWords, indexTerms, normalizeForMatching, skeleton, type Locale } from '@/lib/text';
import { loadGoldenSet } from '@/scripts/golden-data';
import { contentFrequencies } from './support';

// The demo author's names (content/profile.json), as the pipeline reads them.
const demo = authorTerms(await loadProfileFile());
const authorNames = demo.names;
// What L1 reads as the author (the pipeline's l1Author): her names and her profile's pronouns.
const author = { authorNames, authorPronouns: [...demo.pronouns, ...demo.hanPronouns] };

// --- Generators from Unicode data ------------------------------------------------------------

/** Every default-ignorable code point (UAX #44) except the ZWNJ, from the regex property. */
const IGNORABLES: string[] = [];
for (const [from, to] of [[0, 0xffff], [0x1bca0, 0x1bca3], [0x1d173, 0x1d17a], [0xe0000, 0xe0fff]] as const) {
  for (let cp: number = from; cp <= to; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (cp !== 0x200c && /\p{Default_Ignorable_Code_Point}/u.test(c)) IGNORABLES.push(c);
  }
}

// Alphabets of the site languages; a swap takes a letter into another script (a look-alike from
// "another script" is the kind; same-script confusables such as "l"/"I" are not).
const ALPHABET = (c: string): string => {
  const cp = c.codePointAt(0)!;
  if (cp < 0x250 && /^[A-Za-z]/.test(c.normalize('NFD'))) return 'latin';
  if ((cp >= 0x410 && cp <= 0x44f) || cp === 0x401 || cp === 0x451) return 'cyrillic';
  if (cp >= 0x600 && cp <= 0x6ff) return 'arabic';
  if (cp >= 0x900 && cp <= 0x97f) return 'devanagari';
  return 'other';
};
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;
const caseOf = (c: string) => (/\p{Lu}/u.test(c) ? 'upper' : /\p{Ll}/u.test(c) ? 'lower' : 'none');
const bySkeleton = new Map<string, string[]>();
for (const k of Object.keys(confusables as Record<string, string>)) {
  if ([...k].length !== 1 || !/\p{L}/u.test(k) || UNSPACED.test(k) || k.normalize('NFKC') !== k) continue;
  const key = skeleton(k);
  bySkeleton.set(key, [...(bySkeleton.get(key) ?? []), k]);
}
/** TR39 look-alikes of a letter from another script, of the same case (from the data, no hand list). */
function lookAlikes(c: string): string[] {
  return (bySkeleton.get(skeleton(c)) ?? []).filter((k) => k !== c && ALPHABET(k) !== ALPHABET(c)
    && (caseOf(c) === 'none' || caseOf(k) === 'none' || caseOf(k) === caseOf(c)));
}

/**
 * A variant of a text: look-alike letters from other scripts swapped in (each word keeps at least
 * one of its own letters: a whole word in another script is not a disguise) and default-ignorables
 * inserted anywhere outside a surrogate pair.
 */
function variant(text: string): fc.Arbitrary<string> {
  const chars = [...text];
  const swappable = chars.map((c, i) => ({ i, options: /\p{L}/u.test(c) ? lookAlikes(c) : [] })).filter((x) => x.options.length > 0);
  return fc.record({
    swaps: fc.subarray(swappable, { maxLength: Math.min(4, swappable.length) }).chain((picked) => fc.tuple(...picked.map((p) => fc.constantFrom(...p.options).map((o) => [p.i, o] as const)))),
    inserts: fc.array(fc.tuple(fc.nat(chars.length), fc.constantFrom(...IGNORABLES)), { maxLength: 4 }),
  }).map(({ swaps, inserts }) => {
    const out = [...chars];
    // Keep a native letter in every word.
    const wordOf = (i: number) => { let a = i; while (a > 0 && /[\p{L}\p{M}]/u.test(chars[a - 1]!)) a--; return a; };
    const swappedIn = new Map<number, number>();
    const lettersIn = new Map<number, number>();
    chars.forEach((c, i) => { if (/\p{L}/u.test(c)) lettersIn.set(wordOf(i), (lettersIn.get(wordOf(i)) ?? 0) + 1); });
    for (const [i, o] of swaps) {
      const w = wordOf(i);
      if ((swappedIn.get(w) ?? 0) + 1 >= lettersIn.get(w)!) continue;
      swappedIn.set(w, (swappedIn.get(w) ?? 0) + 1);
      out[i] = o;
    }
    for (const [at, c] of [...inserts].sort((a, b) => b[0] - a[0])) out.splice(at, 0, c);
    return out.join('');
  });
}

describe('kind 1 examples: ignorables and look-alikes in questions (failed on main)', () => {
  it('"What are Darya\'s f\\u200Bees?" and "Can I hіre her…" (Cyrillic і) are pattern refusals like the plain questions', () => {
    expect(matchRefusalPattern("What are Darya's f\u200Bees?", { authorNames })).toBe('engagement');
    expect(matchRefusalPattern('Can I h\u0456re her for a project?', { authorNames })).toBe('engagement');
  });

  it('normalization removes default-ignorables but keeps the Persian ZWNJ meaning', () => {
    expect(normalizeForMatching('f\u200Bee\u00ADs\u2060\uFEFF')).toBe('fees');
    expect(normalizeForMatching('می\u200Cکند')).toBe('می کند');
    expect(normalizeForMatching('h\u0456re')).toBe('hire');
  });

  it('a whole word in another script is not a look-alike: Russian, Persian, Arabic, Hindi, Chinese stay as they are', () => {
    for (const w of ['сор', 'мама', 'ставка', 'دستمزد', 'كتاب', 'फ़ीस', '时薪', 'Python-библиотека']) expect(normalizeForMatching(w)).toBe(w.toLowerCase().replace('ك', 'ک'));
  });

  it('retrieval reads the same words: index terms and question words agree', () => {
    expect(contentWords('Where did Darya study computation\u0430l l\u0456nguistics?')).toEqual(contentWords('Where did Darya study computational linguistics?'));
    expect(indexTerms('comp\u200Butational')).toEqual(['computational']);
  });
});

describe('kind 1 examples: the voice check reads the skeleton of a mixed-script word (failed on main)', () => {
  const src = prepareSources([{ text: 'The index was rebuilt in 2023.', locale: 'en' }]);
  it.each([
    ['W\u200Be rebuilt the index in 2023 [S1].'],
    ['W\u0435 rebuilt the index in 2023 [S1].'],
    ['\u0406t was m\u0443 index, rebuilt in 2023 [S1].'],
    ['\uFF37\uFF45 rebuilt the index in 2023 [S1].'],
  ])('%s is stopped as first person', (s) => {
    expect(checkSentence(s, src, 'en').reasons).toContain('first-person');
  });

  it('keeps the acronym rule: case survives the mapping ("US" in Cyrillic look-alikes is still an acronym)', () => {
    // The voice check alone: "US" is a name too (issue 34), and this source does not hold it.
    expect(checkSentence('The U\u0405 office rebuilt the index in 2023 [S1].', src, 'en', { names: false }).reasons).toEqual([]);
  });
});

// --- Generated variants ------------------------------------------------------------------------

describe('kind 1 generated variants (fast-check)', () => {
  it('every golden pattern refusal with look-alikes and ignorables is refused in the same category', async () => {
    const rows = await loadGoldenSet('pattern-refusals');
    expect(rows.every((r) => matchRefusalPattern(r.q, author) === r.category)).toBe(true);
    for (const r of rows) {
      fc.assert(fc.property(variant(r.q), (q) => matchRefusalPattern(q, author) === r.category), { numRuns: 12, seed: 10 });
    }
  });

  it('every golden overview question the detector routes stays an overview of the same kinds', async () => {
    // As the pipeline reads them: the profile's names and pronouns, the corpus's frequencies.
    const corpus = await contentFrequencies();
    const rows = (await loadGoldenSet('overview')).filter((r) => detectOverview(readAbout(r.q, demo), corpus));
    expect(rows.length).toBeGreaterThan(40);
    for (const r of rows) {
      const kinds = detectOverview(readAbout(r.q, demo), corpus);
      fc.assert(fc.property(variant(r.q), (q) => JSON.stringify(detectOverview(readAbout(q, demo), corpus)) === JSON.stringify(kinds)), { numRuns: 12, seed: 10 });
    }
  });

  const source = [{ text: 'The index was rebuilt in 2023 with 40 staff.', locale: 'en' as Locale }];
  const run = (text: string, locale: Locale) => {
    const gate = new SentenceGate({ sources: source, locale });
    return [...gate.push(text), ...gate.end()];
  };
  const FIRST: [Locale, string][] = [
    ['en', 'We rebuilt the index in 2023 [S1].'], ['en', 'I rebuilt the index in 2023 [S1].'], ['en', 'My team rebuilt the index in 2023 [S1].'],
    ['en', 'Our index was rebuilt in 2023 [S1].'], ['en', "We're proud of the index rebuilt in 2023 [S1]."], ['ru', 'Мы перестроили индекс в 2023 году [S1].'],
    ['ru', 'Я перестроила индекс в 2023 году [S1].'], ['fa', 'من این نمایه را در سال 2023 بازسازی کردم [S1].'], ['de', 'Wir haben den Index 2023 neu aufgebaut [S1].'],
    ['fr', 'Nous avons reconstruit l’index en 2023 [S1].'], ['es', 'Nosotros reconstruimos el índice en 2023 [S1].'], ['hi', 'मैंने 2023 में इंडेक्स दोबारा बनाया [S1]।'],
  ];
  const THIRD: [Locale, string][] = [
    ['en', 'She rebuilt the index in 2023 [S1].'], ['en', 'The team of 40 staff rebuilt the index in 2023 [S1].'], ['en', 'Her index was rebuilt in 2023 [S1].'],
    ['ru', 'Она перестроила индекс в 2023 году [S1].'], ['fa', 'او این نمایه را در سال 2023 بازسازی کرد [S1].'], ['de', 'Sie hat den Index 2023 neu aufgebaut [S1].'],
    ['fr', 'Elle a reconstruit l’index en 2023 [S1].'], ['es', 'Ella reconstruyó el índice en 2023 [S1].'], ['hi', 'उन्होंने 2023 में इंडेक्स दोबारा बनाया [S1]।'],
  ];

  it.each(FIRST)('%s first person stays stopped: %s', (locale, sentence) => {
    expect(run(sentence, locale)[0]).toMatchObject({ type: 'guard', reasons: expect.arrayContaining(['first-person']) });
    fc.assert(fc.property(variant(sentence), (s) => {
      const out = run(s, locale);
      return out.length === 1 && out[0]!.type === 'guard' && out[0]!.reasons.includes('first-person');
    }), { numRuns: 60, seed: 10 });
  });

  it.each(THIRD)('%s third person stays released: %s', (locale, sentence) => {
    expect(run(sentence, locale).map((o) => o.type)).toEqual(['text']);
    fc.assert(fc.property(variant(sentence), (s) => run(s, locale).every((o) => o.type === 'text')), { numRuns: 60, seed: 10 });
  });
});
