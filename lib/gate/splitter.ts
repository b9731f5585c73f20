import { digitValue, unitFacts, UNIT } from '@/lib/text';
import { markerAtStart } from './markers';

/**
 * Streaming sentence splitter for the sentence gate (design, Layer 4 "Sentence splitting").
 *
 * Invariant: feeding a text in pieces of any size yields exactly the sentences that feeding it
 * whole yields. Every decision therefore looks only at text that has already arrived and waits
 * ("undecided") whenever the next character(s) could still change it.
 */

/** One sentence as the gate sees it: original text (markers included), trimmed. */
export interface Sentence {
  text: string;
  /** True when a blank line preceded the sentence: it starts a new paragraph. */
  paragraphBreak: boolean;
}

/** Buffer cap without a boundary, characters (design default). */
export const SENTENCE_CAP_CHARS = 1000;

const TERMINATORS = '.!?…؟۔。！？।॥';
const CJK_TERMINATORS = '。！？';
// Closing quotes and brackets that stay with the sentence they close. “ and « close German quotes
// („…“, »…«); directly after a terminator they cannot be opening ones.
const CLOSERS = '"\'”’“»«)」』》〉';
const CJK_OPEN_QUOTES = '“「『《〈';
const CJK_CLOSE_QUOTES = '”」』》〉';

// Abbreviations whose period never ends a sentence: titles and words that are always followed by
// what they qualify (lower-cased, without the final period). Sources: pySBD and Pragmatic
// Segmenter abbreviation lists, shortened to what answers use, per language.
const NON_FINAL_ABBREVIATIONS = new Set([
  // en
  'e.g', 'i.e', 'vs', 'cf', 'al', 'approx', 'ca', 'no', 'nos', 'p', 'pp', 'vol', 'fig', 'figs', 'eq', 'ch', 'sec', 'ed', 'eds',
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'mt', 'dept', 'univ', 'assoc', 'gen', 'gov', 'sen', 'rep', 'rev', 'hon', 'capt', 'col', 'lt', 'sgt',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'ph.d', 'b.sc', 'm.sc', 'b.a', 'm.a',
  // de
  'bzw', 'z.b', 'z', 'b', 'usw', 'ggf', 'vgl', 'nr', 'd.h', 'u.a', 'evtl', 'inkl', 'mio', 'mrd', 'str', 'med', 'dipl', 'ing', 'kath', 'ev', 'u.ä', 'ä', 'hr', 'fr',
  // fr, es, pt
  'mme', 'mlle', 'env', 'sra', 'srta', 'dra', 'lic', 'ing', 'pág', 'núm', 'aprox', 'av', 'dña', 'ud', 'uds', 'sto', 'sta',
  // ru
  'г', 'гг', 'т.е', 'т.д', 'т.п', 'др', 'проф', 'ул', 'кв', 'д', 'им', 'см', 'стр', 'тыс', 'млн', 'млрд',
  // hi, fa
  'डॉ', 'श्री', 'श्रीमती', 'دکتر', 'مهندس',
]);
// Abbreviations written with hyphens, read on the last hyphenated word (lower-cased, without the
// final period): French "c.-à-d." (c'est-à-dire, "that is"), which runs on into what it explains,
// often a number ("c.-à-d. 3 serveurs"). Source: Pragmatic Segmenter's French list
// (diasks2/pragmatic_segmenter#76, issue 23).
const HYPHENATED_NON_FINAL = new Set(['c.-à-d', 'c-à-d', 'c.-a-d', 'c-a-d']);
// German words that stand before a noun phrase: articles, the article contractions of prepositions,
// possessive and demonstrative determiners (Duden grammar). After one of them, "2." is an ordinal
// of the noun that follows ("beim 2. Berliner Suchtag", "den 1. Platz", "zum 3. Mal": German writes
// ordinals as a number and a period), not a sentence's end (after fnl/syntok#28, issue 23).
const GERMAN_DETERMINERS = new Set([
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einem', 'einen', 'einer', 'eines',
  'beim', 'zum', 'zur', 'vom', 'im', 'am', 'ins', 'ans', 'aufs', 'fürs', 'ums',
  'mein', 'meine', 'meinem', 'meinen', 'meiner', 'meines', 'sein', 'seine', 'seinem', 'seinen', 'seiner', 'seines',
  'ihr', 'ihre', 'ihrem', 'ihren', 'ihrer', 'ihres', 'unser', 'unsere', 'unserem', 'unseren', 'unserer', 'unseres',
  'dieser', 'diese', 'dieses', 'diesem', 'diesen', 'jeder', 'jede', 'jedes', 'jedem', 'jeden',
]);
const GERMAN_ORDINAL = /(?:^|[\s(\[«„"'])(\p{L}+)\s+\d{1,3}$/u;

// Abbreviations that may end a sentence: a boundary when a capitalized word follows.
const FINAL_ABBREVIATIONS = new Set(['co', 'inc', 'ltd', 'corp', 'etc', 'u.s', 'u.k', 'u.s.a', 'p.m', 'a.m']);

const MONTHS = new Set([
  'januar', 'jänner', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember',
  'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
]);

// A list-item marker at the start of a sentence (issue 10, kind 5): "1.", "1.)", "2)", "a.", "(iii)",
// "١.", "۱-", "१.", "一、", "• 9.", after an optional bullet. Groups: bullet, open paren, item, punctuation.
const ITEM = String.raw`\p{Nd}{1,3}|[a-zA-Z]|[ivxlc]{2,6}|[IVXLC]{2,6}|[一二三四五六七八九十]{1,2}`;
const LIST_MARKER = new RegExp(String.raw`^(?:([•⁃▪◦])\s*)?(?:(\()(${ITEM})\)|(${ITEM})(\.\)|\.|\)|、|[-–](?=\s)))(?=\s|(?<=、))`, 'u');
// Text that may still grow into a list marker: a prefix of LIST_MARKER, or a whole one waiting for its space.
const LIST_MARKER_PREFIX = new RegExp(String.raw`^(?:[•⁃▪◦]\s*)?\(?(?:\p{Nd}{1,3}|[a-zA-Z]{1,6}|[一二三四五六七八九十]{1,2})?(?:\.\)?|\)|[-–])?$`, 'u');
// The first item of a list, for the boundary before an inline list after a colon ("are: 1. …").
const FIRST_ITEM = /^(?:\p{Nd}|[aAiI]|一)$/u;
// A line that starts a list item or a bullet: a boundary before it keeps items apart.
const ITEM_LINE = new RegExp(String.raw`^[^\S\n]*(?:[•⁃▪◦*\-–][^\S\n]|(?:\((?:${ITEM})\)|(?:${ITEM})(?:\.\)|\.|\)|、|[-–]))(?:\s|(?<=、)))`, 'u');
const ITEM_LINE_PREFIX = new RegExp(String.raw`^[^\S\n]*(?:[•⁃▪◦*\-–]|\(?(?:\p{Nd}{1,3}|[a-zA-Z]{1,6}|[一二三四五六七八九十]{1,2})?(?:\.\)?|\)|[-–])?)?$`, 'u');

type Decision =
  | { kind: 'boundary'; end: number; next: number }
  | { kind: 'none' }
  | { kind: 'wait' };

// Roles of a code unit for the splitter, one table look-up each (hot path: every character).
const ROLE_TERMINATOR = 1;
const ROLE_CJK_TERMINATOR = 2;
const ROLE_CLOSER = 4;
// Characters that can settle or move a boundary when no decision is pending: terminators, line
// breaks and colons (a marker matters only after a terminator, whose decision is then pending).
const ROLE_LOUD = 8;
const ROLE = new Uint8Array(0x10000);
for (const c of TERMINATORS) ROLE[c.charCodeAt(0)]! |= ROLE_TERMINATOR | ROLE_LOUD;
for (const c of CJK_TERMINATORS) ROLE[c.charCodeAt(0)]! |= ROLE_CJK_TERMINATOR;
for (const c of CLOSERS) ROLE[c.charCodeAt(0)]! |= ROLE_CLOSER;
for (const c of '\n:：') ROLE[c.charCodeAt(0)]! |= ROLE_LOUD;
const isTerminator = (buf: string, i: number): boolean => (ROLE[buf.charCodeAt(i)]! & ROLE_TERMINATOR) !== 0;
const isCloser = (buf: string, i: number): boolean => (ROLE[buf.charCodeAt(i)]! & ROLE_CLOSER) !== 0;

/** Whether the code unit at `i` is white space (`\s`); false past the end. A table look-up (lib/text). */
function isSpaceAt(buf: string, i: number): boolean {
  return (unitFacts()[buf.charCodeAt(i)]! & UNIT.SPACE) !== 0;
}

/**
 * Skips source markers (`[S1]`, `[S1] [S2]`, `[S1, S2]`, any marker-shaped span) after position
 * `i`; they belong to the sentence before.
 * @returns index after the last marker, or -1 when a marker may still be arriving.
 */
function skipMarkers(buf: string, i: number, final: boolean): number {
  for (;;) {
    // Most often the next visible character opens no bracket: no marker (what markerAtStart says).
    let v = i;
    while (v < buf.length && v < i + 64 && isSpaceAt(buf, v)) v++;
    if (v < buf.length && v < i + 64 && !MARKER_OPEN.includes(buf[v]!)) return i;
    const m = markerAtStart(buf.slice(i, i + 64));
    if (m === null) return i;
    if (m === 'partial') {
      // The rest may still complete a marker ("[", "[S", "[S1,"), unless the stream ended.
      if (final || i + 64 < buf.length) return i;
      return -1;
    }
    i += m.end;
  }
}

const MARKER_OPEN = '[［【';
/**
 * Start of the last word of `text` (letters, marks, ASCII digits and periods; surrogate halves
 * count as letters). A backward scan: an end-anchored regex would retry from every position of the window.
 */
function lastWordStart(text: string): number {
  const table = unitFacts();
  let i = text.length;
  for (;;) {
    if (i === 0) return i;
    const c = text.charCodeAt(i - 1);
    if (!((c >= 0x30 && c <= 0x39) || c === 0x2e || (table[c]! & UNIT.LETTER_OR_MARK) !== 0)) return i;
    i--;
  }
}

/**
 * Decides whether the terminator run starting at `start` ends a sentence.
 * `from` is where the current sentence starts in `buf`.
 */
function decide(buf: string, from: number, start: number, final: boolean): Decision {
  let j = start;
  for (;;) {
    while (j < buf.length && isTerminator(buf, j)) j++;
    // A spaced ellipsis (". . .") is one run.
    if (buf[j - 1] === '.' && buf[j] === ' ' && buf[j + 1] === '.') { j += 1; continue; }
    break;
  }
  const run = buf.slice(start, j);
  let cjk = false;
  for (let r = start; r < j; r++) if ((ROLE[buf.charCodeAt(r)]! & ROLE_CJK_TERMINATOR) !== 0) cjk = true;
  let closedCjkQuote = false;
  while (j < buf.length && isCloser(buf, j)) { if (CJK_CLOSE_QUOTES.includes(buf[j]!)) closedCjkQuote = true; j++; }
  if (j === buf.length && !final) return { kind: 'wait' };

  // An ideographic full stop between address characters is a dot of a host name ("example。com", UTS #46).
  if (run === '。' && /[A-Za-z0-9-]/.test(buf[start - 1] ?? '') && /[a-z0-9]/.test(buf[j] ?? '')) return { kind: 'none' };
  if (cjk) {
    const sentence = buf.slice(from, j);
    let depth = 0;
    for (const c of sentence) { if (CJK_OPEN_QUOTES.includes(c)) depth++; else if (CJK_CLOSE_QUOTES.includes(c)) depth--; }
    if (depth > 0) return { kind: 'none' };
    const end = skipMarkers(buf, j, final);
    if (end < 0) return { kind: 'wait' };
    let k = end;
    while (k < buf.length && isSpaceAt(buf, k)) k++;
    if (k === buf.length) return final ? { kind: 'boundary', end, next: k } : { kind: 'wait' };
    if (closedCjkQuote && /[，,、]/.test(buf[k]!)) return { kind: 'none' };
    return { kind: 'boundary', end, next: k };
  }

  // Non-CJK terminators need whitespace (or a marker) after them: keeps 3.14 and example.com whole.
  let end = skipMarkers(buf, j, final);
  if (end < 0) return { kind: 'wait' };
  if (end === j && !(isSpaceAt(buf, j) || j === buf.length)) return { kind: 'none' };
  let k = end;
  while (k < buf.length && isSpaceAt(buf, k)) k++;
  // A closing quote after a space ("… RR. »") still belongs to this sentence.
  if (k < buf.length && '»”)'.includes(buf[k]!)) {
    while (k < buf.length && (isCloser(buf, k) || isSpaceAt(buf, k))) k++;
    end = k;
    while (end > j && isSpaceAt(buf, end - 1)) end--;
  }
  if (k === buf.length) return final ? { kind: 'boundary', end, next: k } : { kind: 'wait' };
  const nextChar = buf[k]!;

  // Lower case after a terminator continues the sentence ("et al. and", "Yahoo! in").
  if (/\p{Ll}/u.test(nextChar)) return { kind: 'none' };
  if (run === '.') {
    // Only the last words matter; a bounded window keeps each decision O(1) in the sentence length.
    const before = buf.slice(Math.max(from, start - 80), start);
    const lastWord = before.slice(lastWordStart(before));
    const lower = lastWord.toLowerCase();
    if (NON_FINAL_ABBREVIATIONS.has(lower)) return { kind: 'none' };
    if (before[before.length - lastWord.length - 1] === '-') {
      const hyphenated = /[\p{L}\p{M}.\-]+$/u.exec(before)?.[0].toLowerCase();
      if (hyphenated && HYPHENATED_NON_FINAL.has(hyphenated)) return { kind: 'none' };
    }
    // A German ordinal before its noun: a determiner, a number of up to three digits, a capital.
    if (/^\d{1,3}$/.test(lastWord) && /\p{Lu}/u.test(nextChar)) {
      const m = GERMAN_ORDINAL.exec(before);
      if (m && GERMAN_DETERMINERS.has(m[1]!.toLowerCase())) return { kind: 'none' };
    }
    // "a.m." and "p.m." in lower case usually run on ("at 5 a.m. Mr. Smith went …").
    if (FINAL_ABBREVIATIONS.has(lower) && /^[ap]\.m$/.test(lastWord)) return { kind: 'none' };
    // An initial: a single capital after a capitalized word ("Albert I. Jones"), not "you and I."
    if (/^\p{Lu}$/u.test(lastWord) && /(^|\s)\p{Lu}[\p{L}.]*\s+\p{Lu}$/u.test(before)) return { kind: 'none' };
    // Arabic script has no capitals: a single letter before a period is an initial ("م. رضایی").
    if (/^\p{Script=Arabic}$/u.test(lastWord)) return { kind: 'none' };
    // A list marker at the start of the sentence or of a line: "1. First", "a. First", "• 9. First".
    const line = buf.slice(buf.lastIndexOf('\n', start - 1) + 1, start);
    if (line.length <= 8 && /^\s*(?:[•⁃▪◦]\s*)?(\p{Nd}{1,3}|[a-zA-Z]|[ivxlc]{2,6}|[IVXLC]{2,6})$/u.test(line)) return { kind: 'none' };
    // The day of a date: "am 17. September". The next word must be complete to know.
    if (/(^|[\s(\[«„"'])\d{1,2}$/.test(before)) {
      const m = /^\p{L}+/u.exec(buf.slice(k));
      if (m && k + m[0].length === buf.length && !final) return { kind: 'wait' };
      if (m && MONTHS.has(m[0].toLowerCase())) return { kind: 'none' };
    }
  }
  return { kind: 'boundary', end, next: k };
}

/** A sentence's list marker: the pattern of the next item, and where the marker ends. */
interface ListState {
  item: RegExp | null;
  start: number;
  /** The code units the next item's marker can start with (a position starting otherwise is no item, now or later). */
  first: readonly number[];
}

/**
 * The list state of a sentence. Settled once a marker matched or the text can no longer become one
 * (most sentences: at their first character), else after 16 characters (markers are shorter).
 */
function listState(buf: string): ListState & { settled: boolean } {
  const m = LIST_MARKER.exec(buf);
  const next = m ? nextListItem(m) : null;
  return { item: next?.item ?? null, first: next?.first ?? [], start: m ? m[0].length : 0, settled: m !== null || buf.length >= 16 || !LIST_MARKER_PREFIX.test(buf) };
}

const ROMAN = ['i', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi', 'xvii', 'xviii', 'xix', 'xx'];
const HAN_NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一', '十二', '十三', '十四', '十五', '十六', '十七', '十八', '十九', '二十'];

/** The item after `item` in its numbering: digits of the same script, letters, Roman or Chinese numerals. */
function successors(item: string): string[] {
  const out: string[] = [];
  const first = [...item][0]!;
  const v = digitValue(first);
  if (v >= 0) {
    const zero = first.codePointAt(0)! - v;
    const n = Number([...item].map((c) => digitValue(c)).join('')) + 1;
    out.push([...String(n)].map((d) => String.fromCodePoint(zero + Number(d))).join(''));
    return out;
  }
  const h = HAN_NUMERALS.indexOf(item);
  if (h >= 0 && h + 1 < HAN_NUMERALS.length) out.push(HAN_NUMERALS[h + 1]!);
  const r = ROMAN.indexOf(item.toLowerCase());
  if (r >= 0 && r + 1 < ROMAN.length) out.push(item === item.toUpperCase() ? ROMAN[r + 1]!.toUpperCase() : ROMAN[r + 1]!);
  if (item.length === 1 && /[a-yA-Y]/.test(item)) out.push(String.fromCharCode(item.charCodeAt(0) + 1));
  return out;
}

/** The marker the next item of an inline list would start with, as a pattern, and its possible first code units. */
function nextListItem(m: RegExpExecArray): { item: RegExp; first: number[] } | null {
  const [, bullet, paren, parenItem, item, punct] = m;
  const next = successors((paren ? parenItem : item)!);
  if (next.length === 0) return null;
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const alt = next.map(esc).join('|');
  const body = paren ? `\\((?:${alt})\\)` : `(?:${alt})${esc(punct!)}`;
  const first = bullet ? [bullet.charCodeAt(0)] : paren ? [0x28] : next.map((x) => x.charCodeAt(0));
  return { item: new RegExp(`^${bullet ? `${esc(bullet)}\\s*` : ''}${body}(?=\\s|(?<=、))`, 'u'), first };
}


const BLANK_LINE = /\n[^\S\n]*\n\s*/y;
const OPEN_LINE = /\n[^\S\n]*$/y;

/**
 * Finds the first settled boundary in `buf` (which starts at a sentence start), scanning from
 * `from`: every position before it was already scanned with a final "no boundary" (decisions
 * never change once made, so streaming can resume instead of rescanning).
 * @returns the boundary, or `{ resume }`: no boundary settled yet, continue from there next time.
 */
function findBoundary(buf: string, final: boolean, from: number, list: ListState): { end: number; next: number } | { resume: number } {
  const { item: listItem, start: listStart, first } = list;
  for (let i = from; i < buf.length; i++) {
    const c = buf[i]!;
    // The next item of an inline list ("1. First item 2. Second item") starts a new sentence.
    if (listItem && i > listStart && isSpaceAt(buf, i - 1) && first.includes(buf.charCodeAt(i))) {
      const rest = buf.slice(i, i + 12);
      if (listItem.test(rest)) return { end: i, next: i };
      if (!final && i + 8 > buf.length && /^[•⁃▪◦\s\p{L}\p{Nd}.)(、\-–]*$/u.test(rest)) return { resume: i }; // may still become one
    }
    // An inline list after a colon ("Her projects are: 1. …") starts at its first item (kind 5).
    if ((c === ':' || c === '：') && !(listItem && i < listStart)) {
      const rest = buf.slice(i + 1, i + 24);
      const m = /^[^\S\n]+/.exec(rest);
      if (m) {
        const marker = LIST_MARKER.exec(rest.slice(m[0].length));
        if (marker && FIRST_ITEM.test((marker[3] ?? marker[4])!)) return { end: i + 1, next: i + 1 + m[0].length };
        if (!marker && !final && i + 24 > buf.length && LIST_MARKER_PREFIX.test(rest.slice(m[0].length))) return { resume: i };
      } else if (!final && rest === '') return { resume: i };
    }
    if (isTerminator(buf, i)) {
      if (i > 0 && isTerminator(buf, i - 1)) continue; // inside a run, decided at its start
      if (i > 1 && c === '.' && buf[i - 1] === ' ' && buf[i - 2] === '.') continue; // spaced ellipsis
      if (listItem && i < listStart) continue; // the list marker's own period
      const d = decide(buf, 0, i, final);
      if (d.kind === 'boundary') return { end: d.end, next: d.next };
      if (d.kind === 'wait') return { resume: i };
      continue;
    }
    // A blank line ends a paragraph and so a sentence (headings and list blocks have no terminator).
    if (c === '\n') {
      BLANK_LINE.lastIndex = i;
      const m = BLANK_LINE.exec(buf);
      OPEN_LINE.lastIndex = i;
      if (!m && !final && OPEN_LINE.test(buf)) return { resume: i }; // a blank line may still arrive
      if (m) {
        if (i + m[0].length === buf.length && !final) return { resume: i };
        if (buf.slice(0, i).trim() === '') continue;
        return { end: i, next: i };
      }
      // A line that starts a list item or a bullet starts a sentence: each item is checked on its own (kind 5).
      const line = buf.slice(i + 1, i + 24);
      if (ITEM_LINE.test(line)) {
        if (buf.slice(0, i).trim() !== '') return { end: i, next: i };
      } else if (!final && i + 24 > buf.length && ITEM_LINE_PREFIX.test(line)) return { resume: i };
    }
    if (i >= SENTENCE_CAP_CHARS) {
      const cut = buf.lastIndexOf(' ', SENTENCE_CAP_CHARS);
      const at = cut > 0 ? cut : SENTENCE_CAP_CHARS;
      return { end: at, next: at };
    }
  }
  return { resume: buf.length };
}

/**
 * Streaming splitter. `push` returns the sentences settled by the new text; `end` flushes the rest.
 * @example
 * const s = new SentenceSplitter(); s.push('Hello. Wor'); // [{ text: 'Hello.', … }]
 */
export class SentenceSplitter {
  private buf = '';
  /** Positions of `buf` already scanned without a boundary. */
  private scanned = 0;
  /** List state of the current sentence, once settled. */
  private list: ListState | null = null;
  private pendingBreak = false;
  /** The current sentence starts on a new line. */
  private lineStart = false;
  private started = false;
  /** The buffer starts a sentence (no leading space) and its list state is settled: the fast path may run. */
  private quiet = false;
  /** The last code unit of `buf` (-1 when empty), kept so the fast path never reads (flattens) the buffer. */
  private last = -1;

  /** Adds streamed text. @returns sentences settled by it, in order. */
  push(text: string): Sentence[] {
    // Fast path: a piece that cannot end, cut or start anything is appended unread, so a sentence
    // is flattened and scanned once rather than at every piece (the buffer is a rope until read).
    if (this.quiet && this.scanned === this.buf.length && this.buf.length + text.length < SENTENCE_CAP_CHARS && this.passesUnread(text)) {
      if (text === '') return [];
      this.buf += text;
      this.scanned = this.buf.length;
      this.last = text.charCodeAt(text.length - 1);
      return [];
    }
    this.buf += text;
    return this.drain(false);
  }

  /**
   * Whether scanning `text` after the buffer could find nothing: no terminator, line break or colon,
   * and inside an inline list no white space before a code unit the next item's marker starts with
   * (what {@link findBoundary} looks at).
   */
  private passesUnread(text: string): boolean {
    const first = this.list?.item ? this.list.first : null;
    const table = unitFacts();
    let afterSpace = this.last >= 0 && (table[this.last]! & UNIT.SPACE) !== 0;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if ((ROLE[c]! & ROLE_LOUD) !== 0) return false;
      if (first) {
        if (afterSpace && first.includes(c)) return false;
        afterSpace = (table[c]! & UNIT.SPACE) !== 0;
      }
    }
    return true;
  }

  /** Ends the stream. @returns the remaining sentence(s), checked as the design's "flush at end". */
  end(): Sentence[] {
    return this.drain(true);
  }

  private drain(final: boolean): Sentence[] {
    const out: Sentence[] = [];
    for (;;) {
      this.consumeLeadingSpace(final);
      if (this.buf === '') break;
      let list: ListState | null = this.list;
      if (!list) {
        const state = listState(this.buf);
        list = state;
        if (state.settled) this.list = { item: state.item, start: state.start, first: state.first };
      }
      const b = findBoundary(this.buf, final, this.scanned, list);
      if ('resume' in b) {
        this.scanned = b.resume;
        this.quiet = this.list !== null && !isSpaceAt(this.buf, 0);
        if (final) { this.emit(out, this.buf); this.buf = ''; this.scanned = 0; this.list = null; }
        break;
      }
      this.emit(out, this.buf.slice(0, b.end));
      this.buf = this.buf.slice(b.end);
      this.scanned = 0;
      this.list = null;
      this.quiet = false;
    }
    this.last = this.buf.length ? this.buf.charCodeAt(this.buf.length - 1) : -1;
    return out;
  }

  private consumeLeadingSpace(final: boolean): void {
    if (!isSpaceAt(this.buf, 0)) return;
    const m = /^\s*/.exec(this.buf)![0];
    if (m.length === this.buf.length && !final) return; // blank-line count may still grow
    if (m.length === 0) return;
    this.list = null; // the sentence now starts elsewhere
    if (/\n[^\S\n]*\n/.test(m) && this.started) this.pendingBreak = true;
    if (m.includes('\n')) this.lineStart = true;
    this.buf = this.buf.slice(m.length);
    this.scanned = Math.max(0, this.scanned - m.length);
  }

  private emit(out: Sentence[], raw: string): void {
    const text = raw.trim();
    if (!text) return;
    // A list item on its own line is released as its own paragraph: the chat keeps one item per line.
    const itemLine = this.lineStart && this.started && ITEM_LINE.test(text);
    out.push({ text, paragraphBreak: this.pendingBreak || itemLine });
    this.pendingBreak = false;
    this.lineStart = false;
    this.started = true;
  }
}

/** Splits a whole text (convenience for tests and the extractive answerer). */
export function splitSentences(text: string): string[] {
  const s = new SentenceSplitter();
  return [...s.push(text), ...s.end()].map((x) => x.text);
}
