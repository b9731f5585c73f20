/**
 * Text that reads the same must match the same (design, "Languages": added after outside
 * reports). Three steps from Unicode data, no hand lists:
 *
 * - **Default-ignorable code points** (UAX #44 `Default_Ignorable_Code_Point`: zero-width space
 *   and joiner, word joiner, BOM, soft hyphen, variation selectors, bidi controls, tag
 *   characters …) are removed — except the zero-width non-joiner U+200C, which Persian spelling
 *   uses inside words and `normalizeForMatching` turns into a word break.
 * - **Mixed-script words** are read in one alphabet: a word whose letters come from more than one
 *   of the site's alphabets (or from an alphabet and a look-alike outside them, e.g. Cyrillic "і"
 *   in "hіre") has each foreign letter replaced by the letter of the word's alphabet with the
 *   same Unicode TR39 skeleton (confusables data: `unhomoglyph` 1.0.6, generated from
 *   `confusables.txt` of Unicode 13.0.0). A whole word in one script is never changed: a Russian
 *   word is not a spoofed Latin one. Case is kept ("Іt" → "It"), so checks that look at case
 *   (the voice check's acronym rule) still can.
 * - **Decimal digits of every script** (General_Category Nd) fold to ASCII. Unicode assigns Nd
 *   only in contiguous runs of ten, 0 to 9 (UAX #44, Numeric_Type=Decimal stability policy), so a
 *   digit's value is its offset in its run.
 */
import { caseFold } from 'unicode-case-folding';
import confusables from 'unhomoglyph/data.json';

const PROTOTYPE = confusables as Record<string, string>;

/** TR39 data version, for docs and tests. */
export const CONFUSABLES_SOURCE = 'Unicode TR39 confusables.txt 13.0.0 (npm unhomoglyph 1.0.6)';

// UAX #44 Default_Ignorable_Code_Point minus U+200C (ZWNJ), as the regex property V8's ICU knows.
const IGNORABLE = /(?!\u200C)\p{Default_Ignorable_Code_Point}/gu;
const IS_IGNORABLE = /^\p{Default_Ignorable_Code_Point}$/u;

/**
 * Removes Unicode default-ignorable code points except the ZWNJ (U+200C).
 * @returns the text without them (never longer)
 */
export function removeIgnorables(text: string): string {
  return mayHoldIgnorable(text) ? text.replace(IGNORABLE, '') : text;
}

/** A table scan for default-ignorables (the property itself for astral code points). */
function mayHoldIgnorable(text: string): boolean {
  const table = classes();
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (table[code] === IGNORED) return true;
    // Astral: the property decides (tag characters, musical format controls …).
    if (code >= 0xd800 && code <= 0xdbff && IS_IGNORABLE.test(String.fromCodePoint(text.codePointAt(i)!))) return true;
  }
  return false;
}

/** TR39 skeleton of a string: NFD, each code point → its prototype, NFD again (UTS #39 §4). */
export function skeleton(text: string): string {
  let out = '';
  for (const c of text.normalize('NFD')) out += PROTOTYPE[c] ?? c;
  return out.normalize('NFD');
}

// ---------------------------------------------------------------------------------------------
// Alphabets of the site languages, by letter class. A word is "mixed" when its letters fall into
// more than one class; OTHER holds every letter outside the four alphabets (Greek, Cyrillic
// letters Russian does not use, IPA and small-capital Latin …), which are look-alike material.
const BREAK = 0;
const LATIN = 1;
const CYRILLIC = 2;
const ARABIC = 3;
const DEVANAGARI = 4;
const OTHER = 5;
const NEUTRAL = 6; // combining marks and the ZWNJ: part of a word, of no alphabet
const IGNORED = 7; // default-ignorable (not the ZWNJ): removed, so part of the word around it
type Alphabet = typeof LATIN | typeof CYRILLIC | typeof ARABIC | typeof DEVANAGARI;
const ALPHABETS: readonly Alphabet[] = [LATIN, CYRILLIC, ARABIC, DEVANAGARI];

const LETTER = /\p{L}/u;
const MARK = /\p{M}/u;
// Scripts written without spaces between words: each letter is a word of its own here (ICU word
// segmentation handles them elsewhere), so Chinese next to a Latin name is not a mixed word.
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Bopomofo}]/u;

/** The class of one code point (letters of a site alphabet, other letters, marks, breaks). */
function classify(c: string): number {
  if (c === '\u200C') return NEUTRAL;
  if (IS_IGNORABLE.test(c)) return IGNORED;
  if (MARK.test(c)) return NEUTRAL;
  if (!LETTER.test(c) || UNSPACED.test(c)) return BREAK;
  const cp = c.codePointAt(0)!;
  // Latin: ASCII letters and the accented letters built on them (é, ü, ñ, ç, ã …: NFD base ASCII).
  if (cp < 0x250 && /^[A-Za-z]/.test(c.normalize('NFD'))) return LATIN;
  if (c === 'ß') return LATIN;
  // Russian: А–я, Ё, ё.
  if ((cp >= 0x410 && cp <= 0x44f) || cp === 0x401 || cp === 0x451) return CYRILLIC;
  // Arabic block letters (Arabic, Persian).
  if (cp >= 0x620 && cp <= 0x6ff) return ARABIC;
  if (cp >= 0x900 && cp <= 0x97f) return DEVANAGARI;
  return OTHER;
}

let classTable: Uint8Array | undefined;
/** Letter class by code unit for the BMP, built on first use (~65k classifications, a few ms). */
function classes(): Uint8Array {
  if (!classTable) {
    classTable = new Uint8Array(0x10000);
    for (let cp = 0x80; cp < 0x10000; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) { classTable[cp] = OTHER; continue; } // astral: decided per code point
      classTable[cp] = classify(String.fromCharCode(cp));
    }
    for (let cp = 0x41; cp <= 0x7a; cp++) classTable[cp] = /[A-Za-z]/.test(String.fromCharCode(cp)) ? LATIN : BREAK;
  }
  return classTable;
}

// Reverse confusables per alphabet: skeleton → the alphabet's letters with that skeleton.
let reverse: Map<string, string[]>[] | undefined;
function reverseTables(): Map<string, string[]>[] {
  if (!reverse) {
    const table = classes();
    reverse = [];
    for (const a of ALPHABETS) reverse[a] = new Map();
    for (let cp = 0x41; cp < 0x1000; cp++) {
      const k = table[cp]!;
      if (k < LATIN || k > DEVANAGARI) continue;
      const c = String.fromCharCode(cp);
      const key = skeleton(c);
      const list = reverse[k]!.get(key);
      if (list) list.push(c); else reverse[k]!.set(key, [c]);
    }
  }
  return reverse;
}

const UPPER = /\p{Lu}/u;
// What may stand before the first word of a sentence: nothing, or a terminator and opening punctuation.
const SENTENCE_START = /(?:^|[.!?…؟。！？]\s)[\s"'“‘«„(\[]*$/u;
const LOWER = /\p{Ll}/u;
const JOINED_TO_PREVIOUS = /^[-‐'’]$/u;

/**
 * The letter of alphabet `a` that looks like `c` (same skeleton). Where both cases look alike
 * (TR39 puts "I" and "l" in one class), `lowerContext` picks: inside a word after a lower-case
 * letter the lower-case one ("heІlo" → "hello"), else `c`'s own case ("Іt" → "It").
 */
function lookAlikeIn(a: Alphabet, c: string, lowerContext = false, shortWord = false): string | undefined {
  const list = reverseTables()[a]!.get(skeleton(c));
  if (!list) return undefined;
  const caseTest = lowerContext || LOWER.test(c) ? LOWER : UPPER.test(c) ? UPPER : null;
  if (caseTest) return list.find((x) => caseTest.test(x)) ?? list[0];
  // An uncased look-alike (Hebrew "ן", Arabic alef, the click "ǀ") at a word start: where both
  // cases look alike (TR39's "I"/"l" class), a word of one or two letters or one that starts a
  // sentence reads with the capital (the pronoun, "Is", "It", "Ignore …"), others with the small
  // letter ("lately").
  const upper = list.find((x) => UPPER.test(x));
  const lower = list.find((x) => LOWER.test(x));
  if (upper && lower) return shortWord ? upper : lower;
  return list.find((x) => x.normalize('NFD') === skeleton(c)) ?? list[0];
}

/**
 * A mixed-script word read in one alphabet: the alphabet in which every letter of the word is
 * native or has a look-alike, preferring the one with the most native letters, then the one most
 * of the text is written in (`context`: letters per alphabet), then Latin. Unchanged when no
 * alphabet can read it all: then it is a word that really mixes scripts, not a disguised one.
 */
function readMixedWord(word: string, table: Uint8Array, context: readonly number[], sentenceStart: boolean, joined = false): string {
  const letters = [...word];
  const classOf = (c: string) => (c.length > 1 ? classify(c) : table[c.charCodeAt(0)]!);
  let best: { a: Alphabet; native: number } | null = null;
  for (const a of ALPHABETS) {
    let native = 0;
    let readable = true;
    for (const c of letters) {
      const k = classOf(c);
      if (k === NEUTRAL) continue;
      if (k === a) native++;
      else if (!lookAlikeIn(a, c)) { readable = false; break; }
    }
    if (!readable || native === 0) continue;
    if (!best || native > best.native || (native === best.native && context[a]! > context[best.a]!)) best = { a, native };
  }
  if (!best) return word;
  let out = '';
  let previous = '';
  for (const c of letters) {
    const k = classOf(c);
    const read = k === NEUTRAL || k === best.a ? c : lookAlikeIn(best.a, c, LOWER.test(previous), !joined && (letters.length <= 2 || sentenceStart))!;
    out += read;
    if (k !== NEUTRAL) previous = read;
  }
  return out.normalize('NFC');
}

/**
 * Reads every mixed-script word in one alphabet (see the module comment). Words are maximal runs
 * of letters and combining marks; letters of unspaced scripts (Han, kana, Hangul) stand alone.
 * @returns the text with mixed-script words replaced, case kept; the same string when none
 */
export function readMixedScriptWords(text: string): string {
  const table = classes();
  const spans: [number, number][] = [];
  const context = [0, 0, 0, 0, 0, 0, 0, 0];
  let ignorable = false;
  let start = -1;
  let mask = 0;
  const flush = (end: number) => {
    // More than one of LATIN..OTHER set: a mixed word.
    const letters = mask & ~(1 << NEUTRAL);
    if (start >= 0 && (letters & (letters - 1)) !== 0) spans.push([start, end]);
    start = -1;
    mask = 0;
  };
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    let k = table[code]!;
    let width = 1;
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      k = classify(String.fromCodePoint(text.codePointAt(i)!));
      width = 2;
    }
    if (k === IGNORED) ignorable = true;
    else if (k === BREAK) { if (start >= 0) flush(i); } else {
      if (start < 0) start = i;
      mask |= 1 << k;
      context[k]!++;
    }
    i += width - 1;
  }
  if (start >= 0) flush(text.length);
  // Rare: ignorables inside the text. Remove them and read again ("f\u200Bееs" is one word).
  if (ignorable) {
    const removed = removeIgnorables(text);
    if (removed !== text) return readMixedScriptWords(removed);
  }
  if (spans.length === 0) return text;
  let out = '';
  let from = 0;
  for (const [a, b] of spans) {
    // A word joined to the previous one by a hyphen or apostrophe ("contratá-ǀa", "l'ǀ…") is a
    // clitic or a compound's part: neither a sentence start nor the pronoun "I".
    const joined = a > 0 && JOINED_TO_PREVIOUS.test(text[a - 1]!) && a > 1 && LETTER.test(text[a - 2]!);
    const sentenceStart = !joined && SENTENCE_START.test(text.slice(Math.max(0, a - 8), a));
    out += text.slice(from, a) + readMixedWord(text.slice(a, b), table, context, sentenceStart, joined);
    from = b;
  }
  return out + text.slice(from);
}

// ---------------------------------------------------------------------------------------------
// Decimal digits (Nd) of every script → ASCII.
const DECIMAL = /\p{Nd}/u;
let digitTable: Int8Array | undefined;
/** Value 0–9 of a BMP Nd code unit, else -1. */
function digits(): Int8Array {
  if (!digitTable) {
    digitTable = new Int8Array(0x10000).fill(-1);
    let run = 0;
    for (let cp = 0; cp < 0x10000; cp++) {
      const isDigit = cp < 0xd800 || cp > 0xdfff ? DECIMAL.test(String.fromCharCode(cp)) : false;
      run = isDigit ? run + 1 : 0;
      if (isDigit) digitTable[cp] = (run - 1) % 10;
    }
  }
  return digitTable;
}

/** The value 0–9 of a BMP code unit that is a decimal digit of any script, else -1 (a table look-up). */
export function digitOfCode(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  return code < 0x80 ? -1 : digits()[code]!;
}

/**
 * The value of a decimal digit of any script (`'۷'` → 7, `'७'` → 7, `'７'` → 7), or -1.
 * Astral digits (mathematical, Adlam …) are read through NFKC or their own run.
 */
export function digitValue(c: string): number {
  const code = c.charCodeAt(0);
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  if (c.length === 1) return digits()[code]!;
  const cp = c.codePointAt(0)!;
  if (!DECIMAL.test(c)) return -1;
  let zero = cp;
  while (DECIMAL.test(String.fromCodePoint(zero - 1))) zero--;
  return (cp - zero) % 10;
}


/** Folds decimal digits of every script to ASCII (`'९९'` → `'99'`); other characters unchanged. */
export function foldDigits(text: string): string {
  const table = digits();
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) continue;
    if (code >= 0xd800 && code <= 0xdbff) {
      const c = String.fromCodePoint(text.codePointAt(i)!);
      const v = digitValue(c);
      if (v >= 0) { out += text.slice(from, i) + String(v); from = i + 2; }
      i++;
      continue;
    }
    const v = table[code]!;
    if (v >= 0) { out += text.slice(from, i) + String(v); from = i + 1; }
  }
  return from === 0 ? text : out + text.slice(from);
}

// ---------------------------------------------------------------------------------------------
// Combining marks that are not part of a word's spelling.
//
// The site's Latin and Cyrillic orthographies (en de fr es pt ru) write every letter precomposed
// under NFC (é, ñ, ü, ç, ã, ё, й all have code points), Chinese uses no combining marks at all,
// and the marks Arabic-script and Devanagari spelling does use are either of their own script
// (nukta, matras, virama: Script=Devanagari) or Script=Inherited marks whose Script_Extensions
// name that script (harakat: scx=Arab; Vedic accents: scx=Deva). So a Script=Inherited mark that
// NFC leaves uncomposed is stray — Russian stress marks ("за́мужем"), a U+0301 typed into
// "结́婚" or "शादीशुदा́", a strike-through U+0336 — unless its Script_Extensions name the script
// of the letter it sits on and that script writes with combining marks (Arabic, Devanagari).
// Data: Unicode Scripts.txt and ScriptExtensions.txt as V8's ICU knows them (`\p{scx=…}`).
const INHERITED_MARK = /(?=\p{M})\p{Script=Inherited}/u;
const MARK_OR_JOINER = /[\p{M}\u200C\u200D]/u;
/** Scripts whose spelling uses combining marks: [base script, the mark's Script_Extensions test]. */
const MARKED_SCRIPTS: [RegExp, RegExp][] = [
  [/\p{Script=Arabic}/u, /\p{scx=Arabic}/u],
  [/\p{Script=Devanagari}/u, /\p{scx=Devanagari}/u],
];

/** Whether an uncomposed inherited mark after `base` belongs to the base's spelling (see above). */
function markBelongs(mark: string, base: string | undefined): boolean {
  if (!base) return false;
  return MARKED_SCRIPTS.some(([script, scx]) => script.test(base) && scx.test(mark));
}

/**
 * Removes combining marks that are not part of a word's spelling: Script=Inherited marks left
 * uncomposed by NFC, except those Arabic-script and Devanagari text uses (module comment above).
 * Precomposed letters (é, ñ, ü, ё) are kept as they are.
 * @param text NFC or NFKC text (an uncomposed mark is judged after composition)
 * @param keep further marks to keep (by the mark and the letter it sits on)
 * @returns the text without stray marks (the same string when there are none)
 */
export function removeStrayMarks(text: string, keep?: (mark: string, base: string | undefined) => boolean): string {
  if (!INHERITED_MARK.test(text)) return text;
  let base: string | undefined;
  let out = '';
  for (const c of text) {
    if (INHERITED_MARK.test(c)) {
      if (markBelongs(c, base) || keep?.(c, base)) out += c;
      continue;
    }
    if (!MARK_OR_JOINER.test(c)) base = c;
    out += c;
  }
  return out;
}

/**
 * Diacritic-insensitive form for Layer 1 matching: NFD, every Script=Inherited mark removed
 * except those Arabic-script and Devanagari spelling uses, NFC again — "márried", "mariée" and
 * "верхний" compare at the primary strength of the Unicode Collation Algorithm (UTS #10: base
 * letters only), so a mark added over a trigger word does not hide it. Not for display or
 * retrieval: "año"/"ano" and "ё"/"е" become one word here.
 *
 * Non-ASCII letters are first case-folded as Unicode full case folding does (CaseFolding.txt,
 * statuses C and F, through npm `unicode-case-folding` 1.1.1, which is generated from it):
 * "ß" and "ẞ" → "ss", so "ausschließlich" and "ausschliesslich" are one word, as they are at UCA
 * primary strength (issue 23, after motss/normalize-diacritics#137). ASCII is left as it is: the
 * callers lower-case it already, and regular-expression sources pass through here (`\S` is not `\s`).
 * @returns the folded text (the same string for ASCII input)
 */
export function foldDiacritics(text: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7F]*$/.test(text)) return text;
  // eslint-disable-next-line no-control-regex
  const folded = text.replace(/[^\x00-\x7F]/gu, (c) => caseFold(c));
  // The breve of Cyrillic "й" is kept: a letter of its own in Russian, never written "и" ("ней" is
  // not "неи"); "ё" folds to "е", as ordinary Russian text writes it.
  return removeStrayMarks(folded.normalize('NFD'), (mark, base) => mark === '\u0306' && (base === 'и' || base === 'И')).normalize('NFC');
}

// ---------------------------------------------------------------------------------------------
// One table of code-unit facts, so a text is read once (the sentence gate's single pass) and every
// later step that would find nothing is skipped. The data is the runtime's own Unicode (ICU):
// `normalize()` and regular-expression properties, read once per code unit on first use.

/**
 * Bits of {@link unitFacts} and of {@link scanUnits}' `flags`. The low three bits are the letter
 * class of the mixed-script reading (not a flag).
 */
export const UNIT = {
  /** NFKC may change the text here: the code unit changes on its own, may compose with the one before (the second of a canonical decomposition, Hangul jamo), or is a surrogate. */
  NFKC: 1 << 3,
  /** A combining mark of non-zero canonical combining class: two in a row may be reordered by NFKC. */
  CCC: 1 << 4,
  /** A decimal digit (General_Category Nd) of any script, ASCII included. */
  DIGIT: 1 << 5,
  /** A decimal digit outside ASCII (`foldDigits` changes it). */
  FOLD_DIGIT: 1 << 6,
  /** Script=Han (or a surrogate: an astral code point may be Han). */
  HAN: 1 << 7,
  /** U+0600–U+06FF (the Arabic block) or the ZWNJ: what `foldCanonical`'s Arabic step reads. */
  ARABIC_OR_ZWNJ: 1 << 8,
  /** U+0400–U+04FF. */
  CYRILLIC: 1 << 9,
  /** U+0900–U+097F. */
  DEVANAGARI: 1 << 10,
  /** An ASCII letter or one of `äöüÄÖÜß`. */
  LATIN: 1 << 11,
  /** Default_Ignorable_Code_Point other than the ZWNJ. */
  IGNORABLE: 1 << 12,
  /** A no-break space: U+00A0, U+202F, U+2007, U+2009. */
  NBSP: 1 << 13,
  /** Set by {@link scanUnits} when a word mixes alphabets (on a surrogate: may). */
  MIXED: 1 << 14,
  /** Outside ASCII. */
  NON_ASCII: 1 << 15,
  /** A letter, mark or digit (`\p{L}\p{M}\p{N}`; surrogate halves count as one). */
  WORD: 1 << 16,
  /** White space (`\s`). */
  SPACE: 1 << 17,
  /** A letter or mark (`\p{L}\p{M}`; surrogate halves count as one). */
  LETTER_OR_MARK: 1 << 18,
} as const;
const CLASS_BITS = 7;

let unitTable: Uint32Array | undefined;
/**
 * Facts of every BMP code unit (bits of {@link UNIT}, letter class in the low three bits), built on
 * first use: each code unit through `normalize()` (NFKC, NFD), and the property tests as runs of
 * one regular-expression pass over the whole plane (~10 ms).
 */
export function unitFacts(): Uint32Array {
  if (unitTable) return unitTable;
  const table = new Uint32Array(0x10000);
  const cls = classes();
  const dig = digits();
  let plane = '';
  for (let cp = 0; cp < 0x10000; cp++) plane += cp >= 0xd800 && cp <= 0xdfff ? '\0' : String.fromCharCode(cp);
  const mark = (re: RegExp, bit: number) => {
    for (const m of plane.matchAll(re)) for (let k = 0; k < m[0].length; k++) table[m.index + k]! |= bit;
  };
  mark(/[\p{L}\p{M}\p{N}]+/gu, UNIT.WORD);
  mark(/[\p{L}\p{M}]+/gu, UNIT.LETTER_OR_MARK);
  mark(/\p{Script=Han}+/gu, UNIT.HAN);
  mark(/\s+/g, UNIT.SPACE);
  mark(/[a-zA-ZäöüÄÖÜß]+/g, UNIT.LATIN);
  for (let cp = 0; cp < 0x10000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) {
      table[cp] = OTHER | UNIT.NFKC | UNIT.MIXED | UNIT.HAN | UNIT.NON_ASCII | UNIT.WORD | UNIT.LETTER_OR_MARK;
      continue;
    }
    const c = plane[cp]!;
    const k = cp < 0x80 ? (table[cp]! & UNIT.LATIN ? LATIN : BREAK) : cls[cp]!;
    let f = k;
    if (cp >= 0x80) f |= UNIT.NON_ASCII;
    if (c.normalize('NFKC') !== c) f |= UNIT.NFKC;
    if (dig[cp]! >= 0 || (cp >= 0x30 && cp <= 0x39)) f |= UNIT.DIGIT | (cp >= 0x80 ? UNIT.FOLD_DIGIT : 0);
    if ((cp >= 0x600 && cp <= 0x6ff) || cp === 0x200c) f |= UNIT.ARABIC_OR_ZWNJ;
    if (cp >= 0x400 && cp <= 0x4ff) f |= UNIT.CYRILLIC;
    if (cp >= 0x900 && cp <= 0x97f) f |= UNIT.DEVANAGARI;
    if (k === IGNORED) f |= UNIT.IGNORABLE;
    if (cp === 0xa0 || cp === 0x202f || cp === 0x2007 || cp === 0x2009) f |= UNIT.NBSP;
    const d = c.normalize('NFD');
    // A mark of non-zero combining class, probed by canonical reordering against U+0334 (class 1) and U+0327 (class 202).
    if ((k === NEUTRAL || k === IGNORED) && MARK.test(c)
      && (`a${c}\u0334`.normalize('NFD') !== `a${d}\u0334` || `a\u0327${c}`.normalize('NFD') !== `a\u0327${d}`)) f |= UNIT.CCC;
    table[cp]! |= f;
    // What may compose with the code unit before it: every non-initial unit of a canonical decomposition.
    for (let j = 1; j < d.length; j++) table[d.charCodeAt(j)]! |= UNIT.NFKC;
  }
  unitTable = table;
  return table;
}

/** What {@link scanUnits} found: bits of {@link UNIT} (no letter class) and the number of decimal digits. */
export interface UnitScan {
  flags: number;
  /** Decimal digits of any script (an astral code point counts as one: it may be a digit). */
  digits: number;
}

/**
 * One pass over a text: the union of its code units' facts, its digit count, and whether a word
 * mixes alphabets ({@link UNIT}.MIXED, as {@link readMixedScriptWords} reads words). A text without
 * `UNIT.NFKC`, `UNIT.IGNORABLE` and `UNIT.NBSP` is its own NFKC form with nothing to remove (the
 * quick check of UAX #15: every code unit NFKC_QC=Yes, no two non-zero combining classes in a row).
 */
export function scanUnits(text: string): UnitScan {
  const table = unitFacts();
  let flags = 0;
  let digitCount = 0;
  let word = 0; // letter classes of the current word
  let mark = false; // the previous code unit was a mark of non-zero class
  for (let i = 0; i < text.length; i++) {
    const u = table[text.charCodeAt(i)]!;
    flags |= u;
    if ((u & UNIT.DIGIT) !== 0) digitCount++;
    if ((u & UNIT.CCC) !== 0) { if (mark) flags |= UNIT.NFKC; mark = true; } else mark = false;
    const k = u & CLASS_BITS;
    if (k === BREAK) {
      if ((word & (word - 1)) !== 0) flags |= UNIT.MIXED;
      word = 0;
    } else if (k < NEUTRAL) word |= 1 << k;
  }
  if ((word & (word - 1)) !== 0) flags |= UNIT.MIXED;
  // A surrogate may be an astral digit.
  if ((flags & UNIT.MIXED) !== 0 && (flags & UNIT.NON_ASCII) !== 0) for (let i = 0; i < text.length; i++) { const c = text.charCodeAt(i); if (c >= 0xd800 && c <= 0xdbff) digitCount++; }
  return { flags: flags & ~CLASS_BITS, digits: digitCount };
}

// ---------------------------------------------------------------------------------------------
// Directional formatting (issue 34, kind 1; Trojan Source, CVE-2021-42574).
//
// Unicode TR9 (UAX #9, the Bidirectional Algorithm) §2: the explicit directional embeddings,
// overrides and isolates — LRE, RLE, PDF, LRO, RLO (U+202A–U+202E) and LRI, RLI, FSI, PDI
// (U+2066–U+2069) — reorder what a reader sees without changing what a program reads: "‮12‬"
// is read as 12 and shown as 21. The implicit marks LRM, RLM, ALM (U+200E, U+200F, U+061C) are
// strong characters of no width: next to digits they reorder digit groups ("12‏ 34" in a
// left-to-right line shows as "34 12"), elsewhere they only settle where punctuation goes.

const EXPLICIT_DIRECTIONAL = /[\u202A-\u202E\u2066-\u2069]/u;
const EXPLICIT_DIRECTIONAL_G = /[\u202A-\u202E\u2066-\u2069]/gu;
const DIRECTIONAL_ANY = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const DIRECTIONAL_MARK = /[\u061C\u200E\u200F]/u;
// What may stand between a mark and the digit it reorders: white space, number separators, other marks.
const BETWEEN_MARK_AND_DIGIT = /[\s,.\u066B\u066C\u061C\u200E\u200F]/u;

/** The UAX #9 name of an explicit directional formatting character or mark. */
const DIRECTIONAL_NAMES: Record<string, string> = {
  '\u202A': 'LRE', '\u202B': 'RLE', '\u202C': 'PDF', '\u202D': 'LRO', '\u202E': 'RLO',
  '\u2066': 'LRI', '\u2067': 'RLI', '\u2068': 'FSI', '\u2069': 'PDI',
  '\u200E': 'LRM', '\u200F': 'RLM', '\u061C': 'ALM',
};

/**
 * The explicit directional formatting characters of a text (embeddings, overrides, isolates),
 * each with its offset (UTF-16 code units) and its UAX #9 name.
 */
export function explicitDirectionalCharacters(text: string): { index: number; name: string; codePoint: string }[] {
  if (!EXPLICIT_DIRECTIONAL.test(text)) return [];
  return [...text.matchAll(EXPLICIT_DIRECTIONAL_G)].map((m) => ({ index: m.index, name: DIRECTIONAL_NAMES[m[0]]!, codePoint: `U+${m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}` }));
}

/** Whether a text holds an explicit directional formatting character (UAX #9: LRE … PDI). */
export function hasExplicitDirectional(text: string): boolean {
  return EXPLICIT_DIRECTIONAL.test(text);
}

/** Whether a decimal digit of any script stands at `i`, past white space, number separators and marks, in direction `step`. */
function digitNear(text: string, i: number, step: 1 | -1): boolean {
  for (let j = i + step; j >= 0 && j < text.length; j += step) {
    const c = text[j]!;
    if (digitOfCode(text.charCodeAt(j)) >= 0) return true;
    if (!BETWEEN_MARK_AND_DIGIT.test(c)) return false;
  }
  return false;
}

/**
 * The text a reader sees in the order a program reads it (UAX #9): every explicit directional
 * formatting character removed, and each LRM, RLM or ALM that stands next to a digit (past white
 * space and number separators) removed; other marks stay (they only place punctuation).
 * @returns the same string when there is nothing to remove
 */
export function removeReordering(text: string): string {
  if (!DIRECTIONAL_ANY.test(text)) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (EXPLICIT_DIRECTIONAL.test(c)) continue;
    if (DIRECTIONAL_MARK.test(c) && (digitNear(text, i, -1) || digitNear(text, i, 1))) continue;
    out += c;
  }
  return out;
}

/** Removes every explicit directional formatting character (content at import: marks stay). */
export function removeExplicitDirectional(text: string): string {
  return EXPLICIT_DIRECTIONAL.test(text) ? text.replace(EXPLICIT_DIRECTIONAL_G, '') : text;
}
