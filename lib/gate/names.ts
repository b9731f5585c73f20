/**
 * The name check (issue 34, kind 4): a proper name an answer states — an organisation, product,
 * programming language, place or person — must be in a cited source, in any script.
 *
 * Which words are names. Spelling marks them where the language capitalizes only names:
 * - en, fr, es, pt, ru: a word written with a capital after the first word of its sentence;
 * - de capitalizes every noun: such a word is a name only when the German dictionary (the de_DE
 *   Hunspell word list of igerman98, npm `dictionary-de` 3.0) does not hold it — as written, by
 *   its Snowball stem, or as a compound of two of its words (Lucene's dictionary decompounding,
 *   with the linking "s", "n", "en", "es");
 * - fa, ar, hi, zh (no case): a word in Latin letters with a capital ("Elasticsearch", "BM25");
 * - in every language, a word with a capital inside it ("PostgreSQL", "nDCG").
 * The first word of a sentence is read only for a capital inside it (its own capital is the
 * sentence's).
 *
 * When a name is supported. A cited source holds it as a word (any case, "'s" and up to two
 * letters of inflection either way: "Daryas", "Берлине"); or its Latin spelling (any-ascii 0.3,
 * the transliteration retrieval uses) is such a word; or, for a name in another script, its Latin
 * spelling sounds like one — the Double Metaphone code (Philips 2000; npm `double-metaphone` 2.0,
 * the algorithm retrieval's loanwords compute in PostgreSQL) of both agree. The author's names in
 * every language and her further forms (the profile) are always known.
 *
 * Limits: a name written without a capital, a German name the dictionary lists (Google, Berlin),
 * a name that starts its sentence, and a name in Arabic, Devanagari or Han letters are not read.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import anyAscii from 'any-ascii';
import { doubleMetaphone } from 'double-metaphone';
import { normalizeForMatching, stemmerFor, type Locale } from '@/lib/text';

/** A name the answer states, with its span in the text read. */
export interface NameCandidate {
  text: string;
  start: number;
  end: number;
}

/** What a source (or the set of known names) offers names to match against. */
export interface NameIndex {
  /** Words, normalized for matching. */
  words: ReadonlySet<string>;
  /** Latin spellings (any-ascii, letters a–z). */
  latin: ReadonlySet<string>;
  /** Double Metaphone codes (primary and alternate) of the Latin spellings of 3+ letters. */
  codes: ReadonlySet<string>;
}

const CASED: ReadonlySet<Locale> = new Set(['en', 'fr', 'es', 'pt', 'ru', 'de']);
// Words: letters, marks and digits, with inner apostrophes, dots and plus signs ("Next.js", "C++" is not read).
const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:['’.][\p{L}\p{N}][\p{L}\p{M}\p{N}]*)*/gu;
const SENTENCE_BREAK = /[.!?;:…؟。！？।]\s*$/u;
const UPPER = /\p{Lu}/u;
const INNER_UPPER = /^.+\p{Lu}/u;
const LATIN_WORD = /^[\p{Script=Latin}\p{N}'’.]+$/u;
const LETTERS = /\p{L}/u;

/** The Latin spelling of a word: any-ascii, lower case, letters only. */
export function latinSpelling(word: string): string {
  return anyAscii(word).toLowerCase().replace(/[^a-z]/g, '');
}

/**
 * Names an answer sentence states (see the module comment).
 * @param text the sentence as read by the checks (markers blanked; canonical: look-alike letters read)
 */
export function nameCandidates(text: string, locale: Locale): NameCandidate[] {
  const out: NameCandidate[] = [];
  let sentenceStart = true;
  let last = 0;
  for (const m of text.matchAll(WORD)) {
    const word = m[0].replace(/['’]s$/u, '');
    const between = text.slice(last, m.index);
    if (last > 0 && SENTENCE_BREAK.test(between)) sentenceStart = true;
    last = m.index + m[0].length;
    const first = sentenceStart;
    sentenceStart = false;
    if (!LETTERS.test(word) || !UPPER.test(word)) continue;
    let name: boolean;
    if (INNER_UPPER.test(word)) name = true; // PostgreSQL, nDCG, BM25's "BM"
    else if (first) name = false;
    else if (!CASED.has(locale)) name = LATIN_WORD.test(word);
    else if (locale === 'de' && LATIN_WORD.test(word)) name = !germanWord(word);
    else name = true;
    if (name) out.push({ text: word, start: m.index, end: m.index + word.length });
  }
  return out;
}

/** The name index of a text (a cited source, or the author's known names). */
export function nameIndex(texts: readonly string[]): NameIndex {
  const words = new Set<string>();
  const latin = new Set<string>();
  const codes = new Set<string>();
  for (const text of texts) {
    for (const m of text.matchAll(WORD)) {
      const w = m[0].replace(/['’]s$/u, '');
      words.add(normalizeForMatching(w));
      const l = latinSpelling(w);
      if (l.length < 2) continue;
      latin.add(l);
    }
  }
  for (const l of latin) if (l.length >= 3) for (const c of doubleMetaphone(l)) if (c.length >= 2) codes.add(c);
  return { words, latin, codes };
}

/** Whether two Latin spellings are one name, one of them inflected (up to two letters more). */
function inflected(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.length - short.length <= 2 && long.startsWith(short);
}

/** Whether a name is in one of the indexes (see the module comment). */
export function nameSupported(name: string, indexes: readonly NameIndex[]): boolean {
  const n = normalizeForMatching(name);
  const l = latinSpelling(name);
  const transliterated = !LATIN_WORD.test(name);
  const codes = transliterated && l.length >= 3 ? doubleMetaphone(l).filter((c) => c.length >= 2) : [];
  for (const idx of indexes) {
    if (idx.words.has(n) || (l && idx.latin.has(l))) return true;
    if (l.length >= 4) for (const s of idx.latin) if (inflected(l, s)) return true;
    if (codes.some((c) => idx.codes.has(c))) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// German: nouns are capitalized; the dictionary tells them from names.

let german: { words: ReadonlySet<string>; stems: ReadonlySet<string> } | null = null;

/** The de_DE Hunspell word list (`dictionary-de`), lower-cased, and the Snowball stems of its words. */
function germanDictionary(): { words: ReadonlySet<string>; stems: ReadonlySet<string> } {
  if (german) return german;
  const words = new Set<string>();
  const stems = new Set<string>();
  try {
    // Read as a file, resolved from the working directory (as lib/retrieval reads its dictionaries).
    const dir = path.dirname(createRequire(path.join(process.cwd(), 'package.json')).resolve('dictionary-de/package.json'));
    const stem = stemmerFor('de');
    for (const line of readFileSync(path.join(dir, 'index.dic'), 'utf8').split('\n').slice(1)) {
      const w = line.split('/')[0]!.trim().toLowerCase();
      if (!w || !/^\p{L}+$/u.test(w)) continue;
      words.add(w);
      stems.add(stem(w));
    }
  } catch (err) {
    console.warn(`gate: the German dictionary (dictionary-de) is unreadable; German capitalized words are not read as names: ${(err as Error).message}`);
  }
  german = { words, stems };
  return german;
}

/** Linking elements of German compounds (Fugenelemente). */
const LINKS = ['', 's', 'n', 'en', 'es', 'e'];

/** Whether a capitalized German word is a word of the language: in the dictionary, by its stem, or a compound of its words. */
function germanWord(word: string): boolean {
  const { words, stems } = germanDictionary();
  if (words.size === 0) return true; // no dictionary: nothing is read as a name (fail open, said at load)
  const w = word.toLowerCase();
  const stem = stemmerFor('de');
  const known = (x: string) => words.has(x) || stems.has(stem(x));
  if (known(w)) return true;
  // A compound: a dictionary word (with a linking element) before a known word or a compound of them.
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
