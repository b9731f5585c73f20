/**
 * The name check (issue 34, kind 4): a proper name an answer states — an organisation, product,
 * programming language, place or person — must be in a cited source, in any script.
 *
 * Which words are names. Spelling marks them where the language capitalizes only names:
 * - en, fr, es, pt, ru: a word written with a capital after the first word of its sentence;
 * - de capitalizes every noun: such a word is a name only when the German dictionary does not
 *   hold it — as written, by its Snowball stem, or as a compound of its words (Lucene's dictionary
 *   decompounding, with the linking "s", "n", "en", "es"); in fr, es, pt a word the language's
 *   dictionary lists in lower case is a common word written with a capital ({@link dictionary});
 *   a scale word ("Mio.", "Md") or a unit symbol of the language ("Go", "ГБ") is no name;
 * - fa, ar, hi, zh (no case): a word in Latin letters with a capital ("Elasticsearch", "BM25");
 * - in every language, a word with a capital inside it ("PostgreSQL", "nDCG").
 * The first word of a sentence is read only for a capital inside it (its own capital is the
 * sentence's).
 *
 * When a name is supported. A cited source holds it as a word (any case, "'s" and up to two
 * letters of inflection either way: "Daryas", "Берлине"; or an exonym one letter away with the same
 * first letter: Berlim, Téhéran); or its Latin spelling (any-ascii 0.3, the transliteration
 * retrieval uses) is such a word; or, for a name in another script, its Latin spelling sounds like
 * one — the Double Metaphone code (Philips 2000; npm `double-metaphone` 2.0, the algorithm
 * retrieval's loanwords compute in PostgreSQL) or the consonants of both agree. The author's names
 * in every language and her further forms (the profile) are always known.
 *
 * Limits: a name written without a capital, a German name the dictionary lists (Google, Berlin), a
 * French, Spanish or Portuguese name that is also a common word there, a name that starts its
 * sentence, a name in Arabic, Devanagari or Han letters, and an acronym the answer translates
 * (TAL, PLN for NLP) or adds are not told apart: the first four are not read, the last is withheld.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { doubleMetaphone } from 'double-metaphone';
import { normalizeForMatching, stemmerFor, unitFacts, UNIT, type Locale } from '@/lib/text';
import { latinSpelling } from '@/lib/text/transliterate';
import { isScaleWord } from './number-words';

/** A name the answer states, with its span in the text read. */
export interface NameCandidate {
  text: string;
  start: number;
  end: number;
}

/** What a source (or the set of known names) offers names to match against. */
export interface NameIndex {
  /** The texts, as given: most names an answer states are written there as they are. */
  texts: readonly string[];
  /** Words, normalized for matching. */
  words: ReadonlySet<string>;
  /** Latin spellings (any-ascii, letters a–z). */
  latin: ReadonlySet<string>;
  /** Double Metaphone codes (primary and alternate) of the Latin spellings of 3+ letters. */
  codes: ReadonlySet<string>;
  /** Latin spellings by their first letter (an inflection or exonym keeps it: Berlim, Hambourg). */
  byFirst: ReadonlyMap<string, readonly string[]>;
  /** Consonant keys ({@link consonants}) of the Latin spellings of 3+ consonants. */
  sounds: ReadonlySet<string>;
}

const CASED: ReadonlySet<Locale> = new Set(['en', 'fr', 'es', 'pt', 'ru', 'de']);
// Words: letters, marks and digits, with inner apostrophes, dots and plus signs ("Next.js", "C++" is not read).
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
const SENTENCE_BREAK = /[.!?;:…؟。！？।]\s*$/u;
const UPPER = /\p{Lu}/u;
// A capital after a small letter: camelCase and brand spellings (PostgreSQL, nDCG, iPhone), not an all-caps word.
const INNER_UPPER = /\p{Ll}.*\p{Lu}/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}'’.]+$/u;
const LETTERS = /\p{L}/u;

const HAN = /\p{Script=Han}+/gu;
/** Han characters as spaces (offsets kept): Chinese writes no spaces, "柏林的Nahrvald" holds the word "Nahrvald". */
function withoutHan(text: string): string {
  return text.replace(HAN, (m) => ' '.repeat(m.length));
}

/**
 * Unit symbols of a language, as CLDR writes them (Intl.NumberFormat `style: 'unit'`, short and
 * narrow): "Go", "GB", "ГБ", "km", "MB/s" are units, not names.
 */
const UNITS = ['bit', 'byte', 'kilobit', 'kilobyte', 'megabit', 'megabyte', 'gigabit', 'gigabyte', 'terabit', 'terabyte', 'petabyte', 'millisecond', 'second', 'minute', 'hour', 'kilometer', 'meter', 'kilogram', 'gram', 'liter', 'percent', 'celsius', 'fahrenheit', 'kilometer-per-hour', 'megabyte-per-second'];
const unitCache = new Map<Locale, ReadonlySet<string>>();
function unitSymbols(locale: Locale): ReadonlySet<string> {
  let set = unitCache.get(locale);
  if (!set) {
    const words = new Set<string>();
    for (const unit of UNITS) for (const unitDisplay of ['short', 'narrow'] as const) {
      const parts = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay }).formatToParts(5);
      for (const p of parts) if (p.type === 'unit') for (const w of p.value.match(WORD) ?? []) words.add(w);
    }
    unitCache.set(locale, (set = words));
  }
  return set;
}


/**
 * Names an answer sentence states (see the module comment).
 * @param text the sentence as read by the checks (markers blanked; canonical: look-alike letters read)
 */
export function nameCandidates(text: string, locale: Locale): NameCandidate[] {
  const out: NameCandidate[] = [];
  const units = unitSymbols(locale);
  const cased = CASED.has(locale);
  let done = 0;
  // Only a word with a capital can be a name: the capitals are found first, then their words.
  for (const m of text.matchAll(CAPITAL)) {
    if (m.index < done) continue; // in a word already read
    const [a, b] = wordAround(text, m.index);
    done = b;
    // German hyphenated compounds are nouns when their last part is one (Duden: "Open-Source-Bibliotheken").
    if (locale === 'de') {
      const compound = /^(?:-[\p{L}\p{M}\p{N}]+)+/u.exec(text.slice(b))?.[0];
      const tail = compound ? compound.slice(compound.lastIndexOf('-') + 1) : '';
      if (tail && /^\p{Lu}/u.test(tail) && commonWord(tail, locale)) { done = b + compound!.length; continue; }
    }
    const w = text.slice(a, b);
    // The sentence's first word: nothing but white space and punctuation before it, or a sentence break.
    const end = wordEndBefore(text, a);
    const first = end === 0 || SENTENCE_BREAK.test(text.slice(end, a));
    // The sentence's capital: read only for a capital inside the word (most sentences' first capital).
    if (first && cased && !INNER_UPPER.test(w)) continue;
    // A number with a scale or unit written on ("1K", "350M", "5GB") names its scale or unit, no name.
    const digits = /^\p{N}[\p{N}.,]*(?=\p{L}+$)/u.exec(w)?.[0].length ?? 0;
    if (digits && (units.has(w.slice(digits)) || isScaleWord(w.slice(digits), locale))) continue;
    // Otherwise digits and letters are one word ("200C" of U+200C, "3D").
    const word = w.replace(/['’]s$/u, '');
    if (!LETTERS.test(word) || !UPPER.test(word) || units.has(word)) continue;
    let name: boolean;
    if (INNER_UPPER.test(word)) name = true; // PostgreSQL, nDCG, BM25's "BM"
    else if (first && cased) name = false; // the sentence's capital (a caseless script's sentence starts with no capital)
    else if (!cased) name = LATIN_WORD.test(word);
    else name = capitalizedName(word, locale);
    if (name) out.push({ text: word, start: a, end: a + word.length });
  }
  return out;
}

const CAPITAL = /\p{Lu}/gu;
/** Whether the code unit is part of a word: a letter, mark or digit that is not Han (Chinese runs on into a Latin name: "的Nahrvald"). */
function wordUnit(text: string, i: number): boolean {
  const f = unitFacts()[text.charCodeAt(i)]!;
  return (f & UNIT.WORD) !== 0 && (f & UNIT.HAN) === 0;
}
/** The word around `i`: letters, marks and digits, with an apostrophe or dot between two of them ("Next.js", "O’Brien"). */
function wordAround(text: string, i: number): [number, number] {
  const joins = (k: number) => (text[k] === "'" || text[k] === '’' || text[k] === '.') && k > 0 && wordUnit(text, k - 1) && k + 1 < text.length && wordUnit(text, k + 1);
  let a = i;
  while (a > 0 && (wordUnit(text, a - 1) || joins(a - 1))) a--;
  let b = i + 1;
  while (b < text.length && (wordUnit(text, b) || joins(b))) b++;
  return [a, b];
}
/** Where the last word before `at` ends (0 when there is none). */
function wordEndBefore(text: string, at: number): number {
  let k = at;
  while (k > 0 && !wordUnit(text, k - 1)) k--;
  return k;
}

const decisions = new Map<Locale, Map<string, boolean>>();
/** Whether a capitalized word after its sentence's first is a name (not a dictionary word or a scale word); cached per language, words recur. */
function capitalizedName(word: string, locale: Locale): boolean {
  let cache = decisions.get(locale);
  if (!cache) decisions.set(locale, (cache = new Map()));
  let name = cache.get(word);
  if (name === undefined) {
    name = !isScaleWord(word, locale) && !(DICTIONARY_PACKAGES[locale] && LATIN_WORD.test(word) && commonWord(word, locale));
    if (cache.size > 20_000) cache.clear(); // bounded: a long-running server meets new words forever
    cache.set(word, name);
  }
  return name;
}

/**
 * The name index of a text (a cited source, or the author's known names): one pass over its words.
 * The Double Metaphone codes are computed on first need (only a name in another alphabet asks).
 */
export function nameIndex(texts: readonly string[]): NameIndex {
  // The word tables are built on first need: a name written as the source writes it is found in the text itself.
  let words: Set<string> | undefined;
  let latin: Set<string> | undefined;
  const tables = () => {
    words = new Set();
    latin = new Set();
    for (const text of texts) {
      const plain = withoutHan(text);
      for (const m of normalizeForMatching(plain).matchAll(WORD)) words.add(m[0].replace(/['’]s$/u, ''));
      for (const m of plain.matchAll(WORD)) {
        const l = latinSpelling(m[0].replace(/['’]s$/u, ''));
        if (l.length >= 2) latin.add(l);
      }
    }
  };
  // Each derived table is built on first need: most sentences' names are in `words` or `latin`.
  let codes: Set<string> | undefined;
  let byFirst: Map<string, string[]> | undefined;
  let sounds: Set<string> | undefined;
  return {
    texts,
    get words() { if (!words) tables(); return words!; },
    get latin() { if (!latin) tables(); return latin!; },
    get codes() {
      if (!codes) {
        codes = new Set();
        for (const l of this.latin) if (l.length >= 3) for (const c of doubleMetaphone(l)) if (c.length >= 2) codes.add(c);
      }
      return codes;
    },
    get byFirst() {
      if (!byFirst) {
        byFirst = new Map();
        for (const l of this.latin) { const list = byFirst.get(l[0]!); if (list) list.push(l); else byFirst.set(l[0]!, [l]); }
      }
      return byFirst;
    },
    get sounds() {
      if (!sounds) {
        sounds = new Set();
        for (const l of this.latin) { const k = consonants(l); if (k.length >= 3) sounds.add(k); }
      }
      return sounds;
    },
  };
}

/** Whether two Latin spellings are one name, one of them inflected (up to two letters more). */
function inflected(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

/**
 * The consonants of a transliterated spelling, for names written in another alphabet: Russian
 * writes a foreign h as г or х (any-ascii "g", "kh": Тегеран, Нахрвальд), so g, kh and h are one
 * sound here, as are q, c and k, and x and ks; vowels after the first letter, which alphabets
 * write differently, are dropped.
 */
function consonants(latin: string): string {
  const x = latin.replace(/kh/g, 'h').replace(/g/g, 'h').replace(/x/g, 'ks').replace(/[qc]/g, 'k').replace(/[jy]/g, 'i');
  return (x[0]! + x.slice(1).replace(/[aeiouhw]/g, (c) => (c === 'h' ? 'h' : ''))).replace(/(.)\1+/g, '$1');
}

/** Levenshtein distance, at most `max + 1` (the names compared are short). */
function within(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]! <= max;
}

/**
 * Whether a name is in one of the indexes (see the module comment). A Latin name also passes as
 * its exonym one letter away from the source's spelling and with its first letter (Berlim, Téhéran,
 * Hambourg for Berlin, Tehran, Hamburg); a name in another alphabet by its sound (Double Metaphone)
 * or its consonants.
 */
export function nameSupported(name: string, indexes: readonly NameIndex[]): boolean {
  // Most often the source writes the name as the answer does.
  if (indexes.some((idx) => idx.texts.some((t) => holdsWord(t, name)))) return true;
  const n = normalizeForMatching(name);
  const l = latinSpelling(name);
  for (const idx of indexes) {
    if (idx.words.has(n) || (l && idx.latin.has(l))) return true;
  }
  const transliterated = !LATIN_WORD.test(name);
  const codes = transliterated && l.length >= 3 ? doubleMetaphone(l).filter((c) => c.length >= 2) : [];
  const sound = transliterated && l.length >= 3 ? consonants(l) : '';
  for (const idx of indexes) {
    const same = l.length >= 4 ? idx.byFirst.get(l[0]!) ?? [] : [];
    for (const s of same) if (inflected(l, s) || (l.length >= 5 && s.length >= 5 && within(l, s, 1))) return true;
    if (codes.some((c) => idx.codes.has(c))) return true;
    // The consonants, or all but one more (an inflection: Парсегаре).
    if (sound.length >= 3 && (idx.sounds.has(sound) || idx.sounds.has(sound.slice(0, -1)))) return true;
  }
  return false;
}

/** Whether `text` holds `word` as written, as a whole word (no letter, mark or digit on either side). */
function holdsWord(text: string, word: string): boolean {
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const before = i > 0 && wordUnit(text, i - 1);
    const after = i + word.length < text.length && wordUnit(text, i + word.length);
    if (!before && !after) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// The languages' dictionaries tell common words from names.

/**
 * Hunspell word lists (npm `dictionary-de` 3.0 — igerman98; `dictionary-fr` 3.0, `dictionary-es`
 * 4.0, `dictionary-pt` 4.0 — wooorm's packagings of the LibreOffice dictionaries). Hunspell lists
 * a proper name with its capital and a common word in lower case, so in French, Spanish and
 * Portuguese the lower-case entries are the common words, written with a capital in titles and
 * degree names ("Ingeniería Informática", "Engenharia de Computação"); German lists its nouns
 * with their capitals, so there every entry counts (and a name the list holds is not read).
 */
const DICTIONARY_PACKAGES: Partial<Record<Locale, { npm: string; lowerOnly: boolean }>> = {
  de: { npm: 'dictionary-de', lowerOnly: false },
  fr: { npm: 'dictionary-fr', lowerOnly: true },
  es: { npm: 'dictionary-es', lowerOnly: true },
  pt: { npm: 'dictionary-pt', lowerOnly: true },
};
const dictionaries = new Map<Locale, { words: ReadonlySet<string>; stems: ReadonlySet<string> }>();

/** A language's word list, lower-cased, and the Snowball stems of its words; empty when there is none or it is unreadable. */
function dictionary(locale: Locale): { words: ReadonlySet<string>; stems: ReadonlySet<string> } {
  let d = dictionaries.get(locale);
  if (d) return d;
  const words = new Set<string>();
  const stems = new Set<string>();
  const pkg = DICTIONARY_PACKAGES[locale];
  if (pkg) {
    try {
      // Read as a file, resolved from the working directory (as lib/retrieval reads its dictionaries).
      const dir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve(pkg.npm));
      const stem = stemmerFor(locale);
      for (const line of readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n').slice(1)) {
        const entry = line.split('/')[0]!.trim();
        if (!entry || !/^\p{L}+$/u.test(entry) || (pkg.lowerOnly && !/^\p{Ll}/u.test(entry))) continue;
        const w = entry.toLowerCase();
        words.add(w);
        if (locale === 'de') stems.add(stem(w));
      }
    } catch (err) {
      console.warn(`gate: the ${locale} dictionary (${pkg.npm}) is unreadable; capitalized ${locale} words are read as names: ${(err as Error).message}`);
    }
  }
  dictionaries.set(locale, (d = { words, stems }));
  return d;
}

/** German feminine noun suffixes (Duden grammar, "Movierung"). */
const GERMAN_FEMININE = ['innen', 'in'];
/** Linking elements of German compounds (Fugenelemente). */
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];

/**
 * Whether a capitalized word is a common word of its language: in the dictionary (fr, es, pt:
 * also its regular plural); German also by its Snowball stem, its feminine form, or as a compound of its words — a dictionary word and a linking element before a known
 * word or a compound of two (after Lucene's DictionaryCompoundWordTokenFilter).
 */
function commonWord(word: string, locale: Locale): boolean {
  const { words, stems } = dictionary(locale);
  if (words.size === 0) return false;
  const w = word.toLowerCase();
  const stem = stemmerFor(locale);
  if (locale !== 'de') {
    // French, Spanish, Portuguese: the word as listed, or its regular plural (-s, -es). A stem
    // would make many names words ("Tramir" is a Portuguese verb's stem).
    return words.has(w) || (w.endsWith('s') && words.has(w.slice(0, -1))) || (w.endsWith('es') && words.has(w.slice(0, -2)));
  }
  const known = (x: string) => words.has(x) || stems.has(stem(x));
  if (known(w)) return true;
  // Feminine forms of nouns the list holds in the masculine (Movierung: Ingenieur → Ingenieurin, -innen).
  for (const suffix of GERMAN_FEMININE) if (w.endsWith(suffix) && w.length - suffix.length >= 4 && known(w.slice(0, -suffix.length))) return true;
  for (let i = 3; i <= w.length - 3; i++) {
    const head = w.slice(0, i);
    const rest = w.slice(i);
    if (!known(rest) && !(rest.length >= 6 && compoundOfTwo(rest, known))) continue;
    for (const link of LINKS) if (head.endsWith(link) && head.length - link.length >= 3 && words.has(head.slice(0, head.length - link.length))) return true;
  }
  return false;
}

function compoundOfTwo(w: string, known: (x: string) => boolean): boolean {
  for (let i = 3; i <= w.length - 3; i++) {
    const head = w.slice(0, i);
    if (!known(w.slice(i))) continue;
    for (const link of LINKS) if (head.endsWith(link) && head.length - link.length >= 3 && known(head.slice(0, head.length - link.length))) return true;
  }
  return false;
}
