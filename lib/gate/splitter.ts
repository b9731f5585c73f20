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
const CLOSERS = '"\'”’»)」』';
const CJK_OPEN_QUOTES = '“「『';
const CJK_CLOSE_QUOTES = '”」』';
const MARKER = /^\s*\[S\d+\]/;

// Abbreviations whose period never ends a sentence (lower-cased, without the final period).
// Sources: pySBD/Pragmatic Segmenter abbreviation lists, shortened to what answers use.
const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'cf', 'al', 'approx', 'ca', 'no', 'nos', 'p', 'pp', 'vol', 'fig', 'figs', 'eq', 'ch', 'sec',
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'mt', 'co', 'inc', 'ltd', 'corp', 'dept', 'univ', 'assoc',
  'jan', 'feb', 'mar', 'apr', 'jun', 'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'u.s', 'u.k', 'ph.d', 'b.sc', 'm.sc',
  'bzw', 'z.b', 'z', 'b', 'usw', 'ggf', 'vgl', 'nr', 'd.h', 'u.a', 'evtl', 'inkl', 'mio', 'mrd',
  'mme', 'mlle', 'env', 'sr', 'sra', 'srta', 'dra', 'pág', 'núm', 'aprox', 'sra', 'av', 'г', 'гг', 'т.е', 'т.д', 'др',
]);

const MONTHS = new Set([
  'januar', 'jänner', 'februar', 'märz', 'april', 'mai', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'dezember',
  'janvier', 'février', 'mars', 'avril', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre',
]);

type Decision =
  | { kind: 'boundary'; end: number; next: number }
  | { kind: 'none' }
  | { kind: 'wait' };

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * Skips source markers (`[S1]`, `[S1] [S2]`) after position `i`; they belong to the sentence before.
 * @returns index after the last marker, or -1 when a marker may still be arriving.
 */
function skipMarkers(buf: string, i: number, final: boolean): number {
  for (;;) {
    const rest = buf.slice(i);
    const m = MARKER.exec(rest);
    if (m) { i += m[0].length; continue; }
    // A partial marker ("[", "[S", "[S1") at the end of the buffer may still complete.
    if (!final && /^\s*(\[(S\d*)?)?$/.test(rest) && rest.length > 0) return -1;
    return i;
  }
}

/**
 * Decides whether the terminator run starting at `start` ends a sentence.
 * `from` is where the current sentence starts in `buf`.
 */
function decide(buf: string, from: number, start: number, final: boolean): Decision {
  let j = start;
  while (j < buf.length && TERMINATORS.includes(buf[j]!)) j++;
  const run = buf.slice(start, j);
  const cjk = [...run].some((c) => CJK_TERMINATORS.includes(c));
  let closedCjkQuote = false;
  while (j < buf.length && CLOSERS.includes(buf[j]!)) { if (CJK_CLOSE_QUOTES.includes(buf[j]!)) closedCjkQuote = true; j++; }
  if (j === buf.length && !final) return { kind: 'wait' };

  if (cjk) {
    const sentence = buf.slice(from, j);
    let depth = 0;
    for (const c of sentence) { if (CJK_OPEN_QUOTES.includes(c)) depth++; else if (CJK_CLOSE_QUOTES.includes(c)) depth--; }
    if (depth > 0) return { kind: 'none' };
    const end = skipMarkers(buf, j, final);
    if (end < 0) return { kind: 'wait' };
    let k = end;
    while (k < buf.length && isSpace(buf[k])) k++;
    if (k === buf.length) return final ? { kind: 'boundary', end, next: k } : { kind: 'wait' };
    if (closedCjkQuote && /[，,、]/.test(buf[k]!)) return { kind: 'none' };
    return { kind: 'boundary', end, next: k };
  }

  // Non-CJK terminators need whitespace (or a marker) after them: keeps 3.14 and example.com whole.
  const end = skipMarkers(buf, j, final);
  if (end < 0) return { kind: 'wait' };
  if (end === j && !(isSpace(buf[j]) || j === buf.length)) return { kind: 'none' };
  let k = end;
  while (k < buf.length && isSpace(buf[k])) k++;
  if (k === buf.length) return final ? { kind: 'boundary', end, next: k } : { kind: 'wait' };
  const nextChar = buf[k]!;

  if (run === '.' || run === '…' || run === '...') {
    if (/\p{Ll}/u.test(nextChar)) return { kind: 'none' };
    const before = buf.slice(from, start);
    const lastWord = /([\p{L}\d.]+)$/u.exec(before)?.[1]?.toLowerCase() ?? '';
    if (run === '.') {
      if (ABBREVIATIONS.has(lastWord) || /^\p{Lu}$/u.test(before.slice(-1)) && /(^|\s)\p{Lu}$/u.test(before)) {
        return { kind: 'none' };
      }
      // A list number at the start of the answer or of a line: "1. First item".
      if (/(^|\n)\s*\d{1,3}$/.test(before) && /^\s*\d{1,3}$/.test(buf.slice(from, start).split('\n').pop() ?? '')) {
        return { kind: 'none' };
      }
      // The day of a date: "am 17. September". The next word must be complete to know.
      if (/(^|\s)\d{1,2}$/.test(before)) {
        const m = /^\p{L}+/u.exec(buf.slice(k));
        if (m && k + m[0].length === buf.length && !final) return { kind: 'wait' };
        if (m && MONTHS.has(m[0].toLowerCase())) return { kind: 'none' };
      }
    }
  }
  return { kind: 'boundary', end, next: k };
}

/**
 * Finds the first settled boundary in `buf` (which starts at a sentence start).
 * @returns the boundary, or null when none is settled yet.
 */
function findBoundary(buf: string, final: boolean): { end: number; next: number } | null {
  for (let i = 0; i < buf.length; i++) {
    const c = buf[i]!;
    if (TERMINATORS.includes(c)) {
      if (i > 0 && TERMINATORS.includes(buf[i - 1]!)) continue; // inside a run, decided at its start
      const d = decide(buf, 0, i, final);
      if (d.kind === 'boundary') return { end: d.end, next: d.next };
      if (d.kind === 'wait') return null;
      continue;
    }
    // A blank line ends a paragraph and so a sentence (headings and list blocks have no terminator).
    if (c === '\n') {
      const rest = buf.slice(i);
      const m = /^\n[^\S\n]*\n\s*/.exec(rest);
      if (!m && !final && /^\n[^\S\n]*$/.test(rest)) return null; // a blank line may still arrive
      if (m) {
        if (i + m[0].length === buf.length && !final) return null;
        if (buf.slice(0, i).trim() === '') continue;
        return { end: i, next: i };
      }
    }
    if (i >= SENTENCE_CAP_CHARS) {
      const cut = buf.lastIndexOf(' ', SENTENCE_CAP_CHARS);
      const at = cut > 0 ? cut : SENTENCE_CAP_CHARS;
      return { end: at, next: at };
    }
  }
  return null;
}

/**
 * Streaming splitter. `push` returns the sentences settled by the new text; `end` flushes the rest.
 * @example
 * const s = new SentenceSplitter(); s.push('Hello. Wor'); // [{ text: 'Hello.', … }]
 */
export class SentenceSplitter {
  private buf = '';
  private pendingBreak = false;
  private started = false;

  /** Adds streamed text. @returns sentences settled by it, in order. */
  push(text: string): Sentence[] {
    this.buf += text;
    return this.drain(false);
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
      const b = findBoundary(this.buf, final);
      if (!b) {
        if (final) { this.emit(out, this.buf); this.buf = ''; }
        break;
      }
      this.emit(out, this.buf.slice(0, b.end));
      this.buf = this.buf.slice(b.end);
    }
    return out;
  }

  private consumeLeadingSpace(final: boolean): void {
    const m = /^\s*/.exec(this.buf)![0];
    if (m.length === this.buf.length && !final) return; // blank-line count may still grow
    if (/\n[^\S\n]*\n/.test(m) && this.started) this.pendingBreak = true;
    this.buf = this.buf.slice(m.length);
  }

  private emit(out: Sentence[], raw: string): void {
    const text = raw.trim();
    if (!text) return;
    out.push({ text, paragraphBreak: this.pendingBreak });
    this.pendingBreak = false;
    this.started = true;
  }
}

/** Splits a whole text (convenience for tests and the extractive answerer). */
export function splitSentences(text: string): string[] {
  const s = new SentenceSplitter();
  return [...s.push(text), ...s.end()].map((x) => x.text);
}
