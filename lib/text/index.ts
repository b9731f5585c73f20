/**
 * Text normalization and whole-word tokenization, shared by retrieval (L2), the gate's value
 * checks (L4) and, later, the refusal patterns (L1). Normalized text is for comparing only; the
 * reader always sees the original.
 */
import { eng as englishStopWords } from 'stopword';
import iso from 'stopwords-iso/stopwords-iso.json';
import * as OpenCC from 'opencc-js/t2cn';
import { foldDigits, readMixedScriptWords, removeIgnorables, removeStrayMarks, UNIT } from './unicode';

export { arabicLight10, arabicLightForms, stemmerFor } from './stem';
import { stemmerFor } from './stem';
export { CONFUSABLES_SOURCE, scanUnits, unitFacts, UNIT, type UnitScan, digitOfCode, digitValue, explicitDirectionalCharacters, foldDiacritics, foldDigits, hasExplicitDirectional, readMixedScriptWords, removeExplicitDirectional, removeIgnorables, removeReordering, removeStrayMarks, skeleton } from './unicode';

/**
 * A one-line field as a reader will see it (titles, names): every line break (Unicode: CR, LF, NEL,
 * LS, PS, VT, FF) and run of spaces becomes one space, ends trimmed.
 */
export function singleLine(text: string): string {
  return text.replace(/[\r\n\u000B\u000C\u0085\u2028\u2029]+/gu, ' ').replace(/[ \t]{2,}/gu, ' ').trim();
}

/** Whether a text shows something: a letter, mark, digit, symbol or punctuation after default-ignorables are removed. */
export function hasVisibleText(text: string): boolean {
  return /[\p{L}\p{M}\p{N}\p{S}\p{P}]/u.test(removeIgnorables(text).replace(/\u200C/gu, ''));
}

/** Control characters (Unicode general category Cc) other than tab, LF and CR: never typed by a person. */
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/u;

/** The ten site languages. */
export const LOCALES = ['en', 'fa', 'de', 'fr', 'es', 'pt', 'ru', 'ar', 'hi', 'zh'] as const;
export type Locale = (typeof LOCALES)[number];
/** Right-to-left site languages. */
export const RTL_LOCALES: ReadonlySet<Locale> = new Set(['fa', 'ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const ARABIC_TO_PERSIAN: Record<string, string> = { 'ي': 'ی', 'ى': 'ی', 'ك': 'ک', 'ة': 'ه', 'ۀ': 'ه', 'أ': 'ا', 'إ': 'ا', 'ٱ': 'ا' };
const LETTER = /\p{L}/u;
/** A ZWNJ between two letters → space (an indexOf walk: a look-around regex costs ~20× more). */
function zwnjInWordToSpace(text: string): string {
  let out = '';
  let from = 0;
  for (let i = text.indexOf('\u200C'); i >= 0; i = text.indexOf('\u200C', i + 1)) {
    if (i > 0 && i + 1 < text.length && LETTER.test(text[i - 1]!) && LETTER.test(text[i + 1]!)) {
      out += `${text.slice(from, i)} `;
      from = i + 1;
    }
  }
  return from === 0 ? text : out + text.slice(from);
}
const ARABIC_SCRIPT_OR_ZWNJ = /[\u0600-\u06FF\u200C]/;
const ASCII = /^[\x00-\x7F]*$/;
// Letter forms → Persian, Persian/Arabic-Indic digits → Latin, ٫ ٬ → . , and the marks → '':
// harakat, tanwin, shadda, sukun, hamza above (the ezafe of "شمارهٔ"), the superscript alef
// (U+064B–U+0652, U+0654, U+0670), plus tatweel.
const FOLD: Record<string, string> = {
  ...ARABIC_TO_PERSIAN,
  ...Object.fromEntries([...'۰۱۲۳۴۵۶۷۸۹'].map((d, i) => [d, String(i)])),
  ...Object.fromEntries([...'٠١٢٣٤٥٦٧٨٩'].map((d, i) => [d, String(i)])),
  '٫': '.', '٬': ',',
};
const MARKS = [...Array.from({ length: 0x0652 - 0x064b + 1 }, (_, i) => String.fromCharCode(0x064b + i)), '\u0654', '\u0670', '\u0640'];
// Indexed by code point − U+0600 (every folded character is in the Arabic block): the replacement,
// or undefined to keep the character.
const FOLD_TABLE: (string | undefined)[] = new Array(256);
for (const [c, r] of Object.entries(FOLD)) FOLD_TABLE[c.charCodeAt(0) - 0x0600] = r;
for (const c of MARKS) FOLD_TABLE[c.charCodeAt(0) - 0x0600] = '';

/** Applies FOLD_TABLE in one pass, copying unchanged runs as slices. */
function foldArabicScript(text: string): string {
  let out = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i) - 0x0600;
    if (k < 0 || k > 0xff) continue;
    const r = FOLD_TABLE[k];
    if (r === undefined) continue;
    out += text.slice(from, i) + r;
    from = i + 1;
  }
  return from === 0 ? text : out + text.slice(from);
}

/**
 * The text as a reader sees it, for checks that look at case (the gate's voice check): NFKC;
 * Unicode default-ignorable code points removed except the ZWNJ; each mixed-script word read in
 * one alphabet by TR39 confusables; combining marks that are not part of the spelling removed
 * (Script=Inherited marks NFC leaves uncomposed, except Arabic-script and Devanagari ones: see
 * ./unicode.ts `removeStrayMarks`). Not lower-cased.
 * @returns the canonical text (the same string for ASCII input)
 */
export function canonicalText(text: string): string {
  if (ASCII.test(text)) return text;
  // One table scan finds both default-ignorables and mixed-script words (the rare slow path).
  return readMixedScriptWords(removeStrayMarks(text.normalize('NFKC')));
}

/**
 * Traditional Chinese read as Simplified, character by character: OpenCC's Taiwan-variant and
 * traditional→simplified character dictionaries (npm `opencc-js` 1.4.2, `from: 'tw', to: 'cn'`).
 * Character level only, not OpenCC's phrase tables (軟體 stays 软体): the question keeps its words.
 * Simplified text is unchanged.
 */
const toSimplified = OpenCC.Converter({ from: 'tw', to: 'cn' });
const HAN_CHAR = /\p{Script=Han}/u;

/**
 * Normalization for matching (design, "Languages"): {@link canonicalText}; lower-case; decimal
 * digits of every script → ASCII; Arabic letter forms → Persian; Persian decimal and thousands
 * separators (٫ ٬) → `.` and `,`; Arabic short-vowel marks removed; a ZWNJ inside a word → space;
 * Traditional Chinese characters → Simplified (OpenCC).
 * Shared by L1, the overview detector, retrieval (index terms and question words) and the gate.
 * @param text any text
 * @returns the normalized text
 */
export function normalizeForMatching(text: string): string {
  // ASCII is its own canonical form; the check is cheaper than normalize() on the hot path (the gate).
  if (ASCII.test(text)) return text.toLowerCase();
  return foldCanonical(canonicalText(text));
}

/**
 * The steps of {@link normalizeForMatching} after {@link canonicalText}, for callers that already
 * hold the canonical text (the gate computes it once per sentence).
 * @param facts `scanUnits(canonical).flags` (or of a text it was cut from) when the caller has
 *   them: a step whose characters are absent is skipped
 */
export function foldCanonical(canonical: string, facts = -1): string {
  // Lower-casing maps letters to letters: it adds no digit, Han or Arabic-script character.
  let lower = canonical.toLowerCase();
  if ((facts & UNIT.FOLD_DIGIT) !== 0) lower = foldDigits(lower);
  // Traditional → Simplified only where there is Han text (the converter walks every character).
  if ((facts & UNIT.HAN) !== 0 && HAN_CHAR.test(lower)) lower = toSimplified(lower);
  return (facts & UNIT.ARABIC_OR_ZWNJ) !== 0 ? foldArabicAndZwnj(lower) : lower;
}

/** Arabic letter forms, digits, separators and marks; a ZWNJ inside a word → space. */
function foldArabicAndZwnj(lower: string): string {
  // Fast path: the remaining steps only touch Arabic-script characters and the ZWNJ.
  if (!ARABIC_SCRIPT_OR_ZWNJ.test(lower)) return lower;
  // One pass for letter forms, digits, separators and marks (a replacement per character).
  const mapped = foldArabicScript(lower);
  return mapped.includes('\u200C') ? zwnjInWordToSpace(mapped) : mapped;
}

// ICU word segmentation (UAX #29); whole words by construction. Chinese runs are re-segmented by
// jieba (below): ICU's dictionary glues function words to their neighbours ("她在", "多少个", "到了").
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * Longest piece of text handed to ICU's word segmenter at once, UTF-16 code units. V8's segment
 * iterator (Node 20–22) copies the whole input string into every segment object it returns (its
 * `input` field), so iterating the segments of an n-character text costs O(n²) time and garbage:
 * 16,000 words took 1.2 s and 160,000 ran out of memory (issue 32, kind 1). Segmenting windows of
 * this size keeps the cost linear.
 */
export const SEGMENT_WINDOW_CHARS = 2048;
// A cut here is a word boundary whatever follows (UAX #29): after white space, before a character
// that does not attach to the one before it (WB4: Extend, Format and ZWJ attach; a low surrogate
// is the second half of a character).
const ATTACHES = /[\p{M}\p{Cf}\uDC00-\uDFFF]/u;
const SPACE = /\s/u;

/**
 * Where to end a window of `text` that starts at `from`: after the last white space of the window's
 * second half that a new word may follow (UAX #29 always breaks there, so the words are exactly those
 * of the whole text); failing that (a long run of Chinese, or of one "word"), after the last
 * punctuation; failing that, at the window's end on a character boundary.
 */
function windowEnd(text: string, from: number): number {
  const end = from + SEGMENT_WINDOW_CHARS;
  if (end >= text.length) return text.length;
  const floor = from + SEGMENT_WINDOW_CHARS / 2;
  for (let i = end; i > floor; i--) if (SPACE.test(text[i - 1]!) && !SPACE.test(text[i]!) && !ATTACHES.test(text[i]!)) return i;
  for (let i = end; i > floor; i--) if (/\p{P}/u.test(text[i - 1]!) && !ATTACHES.test(text[i]!)) return i;
  let i = end;
  while (i > floor && ATTACHES.test(text[i]!)) i--;
  return i;
}

/**
 * ICU's word-like segments of `text` (UAX #29), not normalized, segmented window by window
 * ({@link SEGMENT_WINDOW_CHARS}): linear in the text's length, and the same segments as one call
 * on the whole text wherever a window could end after white space.
 */
export function wordLikeSegments(text: string): string[] {
  return [...wordSegments(text)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** ICU's word segments of `text` in order, segmented window by window ({@link SEGMENT_WINDOW_CHARS}): linear in the text's length. */
function* wordSegments(text: string): Generator<Intl.SegmentData> {
  if (text.length <= SEGMENT_WINDOW_CHARS) {
    yield* segmenter.segment(text);
    return;
  }
  for (let from = 0; from < text.length;) {
    const to = windowEnd(text, from);
    for (const s of segmenter.segment(text.slice(from, to))) yield { ...s, index: s.index + from, input: text };
    from = to;
  }
}

/** A Chinese word segmenter: a run of Han text → its words in order. */
type HanSegmenter = (run: string) => string[];
let hanSegmenter: HanSegmenter | null | undefined;
let hanTagger: ((word: string) => string | null) | null = null;

/**
 * The part of speech jieba's bundled dictionary gives a whole Chinese word, in its tag set (the
 * ICTCLAS / Peking University corpus tag set, Yu et al. 2003, "Specification for corpus processing
 * at Peking University": `d` adverb, `r` pronoun or demonstrative, `m` numeral, `q` classifier, `t`
 * time word, `n` noun, `v` verb …), or null when the dictionary does not list the word as one word
 * (or jieba cannot be loaded). Loads jieba as {@link words} does.
 * @param word one word as {@link normalizeForMatching} spells it
 */
export function chineseWordTag(word: string): string | null {
  if (hanSegmenter === undefined) hanSegmenter = loadHanSegmenter();
  return hanTagger ? hanTagger(word) : null;
}

/**
 * Chinese word segmentation by jieba's dictionary (`@node-rs/jieba` 2.0, its bundled dictionary,
 * dictionary-only cut without the HMM: a passage and a question segment a word the same way
 * wherever it stands). Loaded on first use (~0.3 s) through Node's `require`, so that client
 * bundles, which import this module for its constants, never see the native package. Where it
 * cannot be loaded (a runtime without `process.getBuiltinModule`), ICU's segmentation stands.
 */
function loadHanSegmenter(): HanSegmenter | null {
  try {
    const mod = (globalThis.process as { getBuiltinModule?: (id: string) => unknown } | undefined)?.getBuiltinModule?.('node:module') as typeof import('node:module') | undefined;
    if (!mod) return null;
    const require = mod.createRequire(`${process.cwd()}/package.json`);
    const { Jieba } = require('@node-rs/jieba') as typeof import('@node-rs/jieba');
    const { dict } = require('@node-rs/jieba/dict') as typeof import('@node-rs/jieba/dict');
    const jieba = Jieba.withDict(dict);
    hanTagger = (word) => {
      const tagged = jieba.tag(word, false);
      return tagged.length === 1 && tagged[0]!.word === word ? tagged[0]!.tag : null;
    };
    return (run) => jieba.cut(run, false).flatMap((w) => finerWords(w, jieba.cutForSearch(w, false)));
  } catch (err) {
    console.warn(`text: Chinese word segmentation (jieba) unavailable, ICU segmentation used: ${(err as Error).message}`);
    return null;
  }
}

/**
 * A jieba word of three characters or more that its own dictionary words of two or more characters
 * tile exactly (jieba's search-mode cut lists them) is read as those words: jieba's dictionary
 * keeps phrases the PKU and CTB segmentation standards split ("编程语言" → 编程 / 语言, "哪些项目" →
 * 哪些 / 项目, "硕士学位" → 硕士 / 学位); a word they do not tile stays whole ("工程师").
 */
function finerWords(word: string, parts: readonly string[]): string[] {
  const chars = [...word];
  if (chars.length < 3) return [word];
  const pieces = parts.filter((p) => p !== word && [...p].length >= 2).sort((a, b) => [...b].length - [...a].length);
  const out: string[] = [];
  let rest = word;
  while (rest) {
    const next = pieces.find((p) => rest.startsWith(p));
    if (!next) return [word];
    out.push(next);
    rest = rest.slice(next.length);
  }
  return out;
}

const HAN_RUN = /\p{Script=Han}/u;

/**
 * Whole words of a text after {@link normalizeForMatching}, in order, duplicates kept. Words are
 * ICU's (UAX #29); runs of Chinese are segmented by jieba's dictionary instead.
 * @returns normalized word tokens (letters/digits only; punctuation and spaces dropped)
 */
export function words(text: string): string[] {
  const out: string[] = [];
  let han = '';
  const flushHan = () => {
    if (!han) return;
    if (hanSegmenter === undefined) hanSegmenter = loadHanSegmenter();
    if (hanSegmenter) { for (const w of hanSegmenter(han)) if (HAN_RUN.test(w)) out.push(w); } else out.push(...wordLikeSegments(han));
    han = '';
  };
  for (const s of wordSegments(normalizeForMatching(text))) {
    if (!s.isWordLike) { flushHan(); continue; }
    if (HAN_RUN.test(s.segment) && /^[\p{Script=Han}\p{M}]+$/u.test(s.segment)) { han += s.segment; continue; }
    flushHan();
    // English possessive: "spider's" is the word "spider" (ICU keeps the apostrophe inside the word);
    // a French elided clitic ("l'archive", "qu'a", "d'index") is not part of the word it leans on.
    out.push(s.segment.replace(/['’]s$/u, '').replace(ELIDED, ''));
  }
  flushHan();
  return out;
}

/**
 * French elided clitics before a vowel (articles, pronouns, "de", "que" and its compounds; Grevisse,
 * "Le Bon Usage" § 45): ICU keeps "l’archive" as one word, which is "archive".
 */
const ELIDED = /^(?:l|d|j|m|n|s|t|c|qu|jusqu|lorsqu|puisqu|quoiqu)['’](?=\p{L})/u;
const ELIDED_ANY_CASE = new RegExp(ELIDED.source, 'iu');

/**
 * One word segment as {@link words} reads it, its case kept: an English possessive "'s" and a
 * French elided clitic ({@link ELIDED}: "l'IA" → "IA") cut off. For checks that look at how the
 * text writes a word (lib/question `shortForms`: an initialism is written in capitals).
 * @param segment one word-like segment (ICU, UAX #29) of the canonical text, not lower-cased
 */
export function segmentWord(segment: string): string {
  return segment.replace(/['’]s$/iu, '').replace(ELIDED_ANY_CASE, '');
}

/**
 * Terms to index a passage by: its {@link words}, plus the joined spelling of every word written
 * with a zero-width non-joiner, so a question typed without the ZWNJ ("نیمفاصله") and one typed
 * with it or with a space ("نیم‌فاصله", "نیم فاصله") both match.
 */
export function indexTerms(text: string): string[] {
  const out = words(text);
  if (!text.includes('\u200C')) return out;
  for (const s of wordSegments(canonicalText(text))) {
    if (s.isWordLike && s.segment.includes('\u200C')) out.push(normalizeForMatching(s.segment.replace(/\u200C/g, '')));
  }
  return out;
}

// English: the `stopword` list; stopwords-iso's English list (1,298 words) removes topical words
// such as "research", "information" and "web" that visitors ask about. The supplement closes gaps of
// `stopword` for question words and pronouns. Other languages: stopwords-iso.
const ENGLISH_SUPPLEMENT = ['she', 'hers', 'herself', 'does', 'doing', 'done', 'its', 'itself', 'ours', 'yours', 'theirs', 'whom', 'why', 'when', 'tell', 'please', 'know'];
// Chinese: ICU segments a pronoun with its possessive particle as one word ("她的" = her), which
// stopwords-iso lists only as separate characters.
const CHINESE_SUPPLEMENT = ['她的', '他的', '她们的', '他们的'];
// Persian: stopwords-iso lists "می" and the stems ("کند", "شود") as stop words and a few verbs with the
// ZWNJ ("می‌شود", which normalization splits in two); visitors also write them joined ("میکند").
// Without the joined forms, "پارسگر چه کاری میکند؟" would gain a content word that "می‌کند" lacks.
const PERSIAN_STEMS = ['کند', 'کنند', 'کنم', 'کنیم', 'شود', 'شوند', 'باشد', 'دهد', 'دهند', 'گیرد', 'تواند', 'توانند', 'خواهد', 'رود', 'رسد', 'آید', 'دانم', 'دانید'];
const PERSIAN_SUPPLEMENT = PERSIAN_STEMS.flatMap((stem) => [`می${stem}`, `نمی${stem}`]);
const isoLists = iso as Record<string, string[]>;
const STOP_WORDS: ReadonlySet<string> = new Set(
  [
    ...englishStopWords,
    ...ENGLISH_SUPPLEMENT,
    ...CHINESE_SUPPLEMENT,
    ...PERSIAN_SUPPLEMENT,
    ...LOCALES.filter((l) => l !== 'en').flatMap((l) => isoLists[l] ?? []),
  ].map(normalizeForMatching),
);

const HAN = /\p{Script=Han}/u;

/**
 * Content words of a question for keyword coverage (design, Layer 2): whole words, stop words
 * of every site language removed, length ≥ 3 characters (≥ 2 for Chinese), deduplicated.
 * @returns distinct normalized content words in order of first appearance
 */
export function contentWords(text: string): string[] {
  const seen = new Set<string>();
  for (const w of words(text)) if (isContentWord(w)) seen.add(w);
  return [...seen];
}

/** Whether a word, already {@link normalizeForMatching normalized}, is a stop word of any site language (the lists {@link contentWords} leaves out). */
export function isStopWord(normalizedWord: string): boolean {
  return STOP_WORDS.has(normalizedWord) && !chineseListedNoun(normalizedWord);
}

/**
 * Whether a Chinese word that the stop lists hold is a common noun by jieba's dictionary (tag `n`
 * of the Peking University corpus tag set, Yu et al. 2003, "Specification for corpus processing at
 * Peking University"; lib/text {@link chineseWordTag}). Stop words are the closed classes — pronouns,
 * conjunctions, prepositions, particles, adverbs (Li & Thompson 1981, "Mandarin Chinese: A Functional
 * Reference Grammar", ch. 2 on word classes); nouns are an open class, and a list compiled by word
 * frequency, as stopwords-iso's Chinese list is, also takes frequent nouns: 结果 (result), which it
 * holds as the connective "as a result", so "那结果呢？" (and the results?) read as no words at all.
 * Only the plain noun tag counts: its subclasses (`nr` person, `ns` place, `nrt`) are where jieba
 * misfiles literary connectives (宁可, 莫如, 云尔), which stay stop words.
 */
function chineseListedNoun(normalizedWord: string): boolean {
  return HAN.test(normalizedWord) && chineseWordTag(normalizedWord) === 'n';
}

/**
 * Whether one word, already {@link normalizeForMatching normalized}, is a content word: not a stop
 * word of any site language, ≥ 3 characters (≥ 2 for Chinese). The test {@link contentWords} applies.
 * Below the floor, a question and a passage sentence also keep their initialisms and codes as
 * written ("F1", "GB", "IR": lib/question `shortForms`), which this test, seeing no case, cannot tell.
 */
export function isContentWord(normalizedWord: string): boolean {
  const min = HAN.test(normalizedWord) ? 2 : 3;
  return [...normalizedWord].length >= min && !isStopWord(normalizedWord);
}

/**
 * Stems of a text's index terms ({@link indexTerms}) in a language, in order, duplicates kept:
 * the BM25F fields of a passage (lib/retrieval); question words are stemmed alike.
 */
export function indexStems(text: string, locale: Locale): string[] {
  const stem = stemmerFor(locale);
  return indexTerms(text).map(stem);
}
