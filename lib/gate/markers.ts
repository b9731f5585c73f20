/**
 * Source markers in the shapes models write them (issue 10, kind 6). The prompt asks for `[S1]`;
 * models also write `[S1, S2]`, `[S1; S2]`, `[S1–S3]`, `[S1-S3]`, `[S1][S2]`, `[ S1 ]`, full-width
 * `［Ｓ１］` (NFKC) and CJK `【S1】`. Each cites every source it names; a range cites each source in
 * it. Anything marker-shaped that is not a valid marker (`[S0]` is out of range; `[S]`, `[S1,]`,
 * `[Source 1]`, `[S3–S1]` are malformed) must never reach the reader: the gate stops the sentence.
 *
 * Marker-shaped = a bracketed span of at most {@link MARKER_MAX_CHARS} characters on one line whose
 * content starts with an "S" followed by a digit, a space, punctuation, the end, or "ource"/"rc".
 * A bare number in brackets (`[1]`, `arr[0]`) is content, not a marker.
 */
import { removeIgnorables, unitFacts, UNIT } from '@/lib/text';

/** Longest bracketed span read as a marker, characters. */
export const MARKER_MAX_CHARS = 40;
/** Largest range expanded (`[S1–S100]`); a longer one is out of range for any answer's sources. */
const MAX_RANGE = 100;

const OPEN = '[［【';
const CLOSE = ']］】';
const SHAPED = /^\s*s(?:\d|\s|[^\p{L}\p{N}]|$|ource|rc)/iu;
// What an unclosed span may still grow into a shaped one from: nothing yet, "S", "So…", "Sr…".
const SHAPED_PREFIX = /^\s*(?:s(?:o(?:u(?:r(?:ce?)?)?)?|rc?)?)?$/i;
const REF = String.raw`s\s*(\d{1,6})(?:\s*[-–—‒−~]\s*s?\s*(\d{1,6}))?`;
const VALID = new RegExp(String.raw`^\s*${REF}(?:\s*[,;、]\s*${REF})*\s*$`, 'i');
const REF_G = new RegExp(REF, 'gi');
const PLAIN = /\[S(\d{1,6})\]/y;
const OPEN_G = /[[［【]/g;

/** A marker-shaped span of a text. `refs` null = malformed. */
export interface MarkerSpan {
  start: number;
  end: number;
  refs: number[] | null;
}

/**
 * Reads the content of a bracketed span (NFKC-folded: full-width letters, digits and punctuation).
 * @returns null when it is not marker-shaped; `{ refs: null }` when shaped but malformed
 */
function readSpan(content: string): { refs: number[] | null } | null {
  const c = removeIgnorables(content.normalize('NFKC'));
  if (!SHAPED.test(c)) return null;
  if (!VALID.test(c)) return { refs: null };
  const refs: number[] = [];
  for (const m of c.matchAll(REF_G)) {
    const from = Number(m[1]);
    const to = m[2] === undefined ? from : Number(m[2]);
    if (to < from) return { refs: null }; // a reversed range
    for (let n = from; n <= Math.min(to, from + MAX_RANGE); n++) refs.push(n);
    if (to > from + MAX_RANGE) refs.push(to);
  }
  return { refs };
}

/** Quick test: can the text hold a marker at all? */
export function mayHoldMarker(text: string): boolean {
  return text.includes('[') || text.includes('［') || text.includes('【');
}

/** Every marker-shaped span of a text, in order. */
export function findMarkers(text: string): MarkerSpan[] {
  const out: MarkerSpan[] = [];
  if (!mayHoldMarker(text)) return out;
  OPEN_G.lastIndex = 0;
  for (let o = OPEN_G.exec(text); o; o = OPEN_G.exec(text)) {
    const i = o.index;
    // Fast path: the shape the prompt asks for, "[S<n>]".
    PLAIN.lastIndex = i;
    const plain = PLAIN.exec(text);
    if (plain) { out.push({ start: i, end: i + plain[0].length, refs: [Number(plain[1])] }); OPEN_G.lastIndex = i + plain[0].length; continue; }
    let j = i + 1;
    while (j < text.length && j - i <= MARKER_MAX_CHARS && !CLOSE.includes(text[j]!) && !OPEN.includes(text[j]!) && text[j] !== '\n') j++;
    if (j >= text.length || !CLOSE.includes(text[j]!)) continue;
    const read = readSpan(text.slice(i + 1, j));
    if (read) out.push({ start: i, end: j + 1, refs: read.refs });
    OPEN_G.lastIndex = j;
  }
  return out;
}

/**
 * How `text` starts, for the streaming splitter: a marker-shaped span after optional whitespace
 * (its end), one that may still be arriving (`'partial'`), or none.
 */
export function markerAtStart(text: string): { end: number } | 'partial' | null {
  let i = 0;
  while (i < text.length && /\s/.test(text[i]!)) i++;
  if (i === text.length) return text.length > 0 ? 'partial' : null;
  if (!OPEN.includes(text[i]!)) return null;
  let j = i + 1;
  while (j < text.length && j - i <= MARKER_MAX_CHARS && !CLOSE.includes(text[j]!) && !OPEN.includes(text[j]!) && text[j] !== '\n') j++;
  const content = text.slice(i + 1, j);
  if (j < text.length && CLOSE.includes(text[j]!)) return readSpan(content) ? { end: j + 1 } : null;
  // Unclosed: it may still become a marker while it is short, on one line, and starts like one.
  const open = j === text.length && j - i <= MARKER_MAX_CHARS;
  const c = removeIgnorables(content.normalize('NFKC'));
  return open && (SHAPED.test(c) || SHAPED_PREFIX.test(c)) ? 'partial' : null;
}

/**
 * Removes marker spans (any shape) and fixes the spacing they leave — only where a marker stood
 * (issue 34, kind 5): the model's own spacing is kept, so a French « guillemet » keeps its space.
 * At a marker, the in-line white space on either side goes when closing punctuation (also Persian,
 * Arabic and CJK), a line break or the end follows, and is one space otherwise; the ends are trimmed.
 * @param spans the sentence's marker spans when the caller has them ({@link findMarkers})
 * @example stripMarkers('It ran in 2021 [S1, S2].') === 'It ran in 2021.'
 */
export function stripMarkers(sentence: string, spans: readonly MarkerSpan[] = findMarkers(sentence)): string {
  if (spans.length === 0) return sentence.trim();
  const table = unitFacts();
  let out = '';
  let from = 0;
  for (let k = 0; k < spans.length; k++) {
    let before = sentence.slice(from, spans[k]!.start);
    // Markers in a row ("[S1] [S2]") are one site: skip the white space between them.
    let end = spans[k]!.end;
    while (k + 1 < spans.length && /^[^\S\n]*$/u.test(sentence.slice(end, spans[k + 1]!.start))) end = spans[++k]!.end;
    let after = end;
    while (after < sentence.length && isSpaceInLine(table, sentence.charCodeAt(after))) after++;
    const spaceBefore = before.length > 0 && isSpaceInLine(table, before.charCodeAt(before.length - 1));
    const spaced = after > end || spaceBefore;
    let trimmed = before.length;
    while (trimmed > 0 && isSpaceInLine(table, before.charCodeAt(trimmed - 1))) trimmed--;
    before = before.slice(0, trimmed);
    const next = sentence[after];
    // Punctuation French spaces before (« … », ; : ! ?): spaced on both sides of the marker, the
    // model spaced it, and the space stays.
    const closes = next === undefined || next === '\n' || (CLOSING_PUNCTUATION.includes(next) && !(SPACED_BEFORE.includes(next) && spaceBefore && after > end));
    out += before + (spaced && !closes && before.length > 0 ? ' ' : '');
    from = after;
  }
  return (out + sentence.slice(from)).trim();
}

const CLOSING_PUNCTUATION = '.,;:!?…،؛؟۔。！？，；：।॥)»”';
/** Closing punctuation French typography spaces before (Imprimerie nationale: « », ; : ! ?). */
const SPACED_BEFORE = '»;:!?';
/** White space other than a line feed (`[^\S\n]`), by lib/text's code-unit table. */
function isSpaceInLine(table: Uint32Array, code: number): boolean {
  return code !== 10 && (table[code]! & UNIT.SPACE) !== 0;
}

/** The text with every marker span replaced by a space (for checks that must not read them). */
export function blankMarkers(text: string, spans: readonly MarkerSpan[] = findMarkers(text)): string {
  if (spans.length === 0) return text;
  let out = '';
  let from = 0;
  for (const s of spans) { out += `${text.slice(from, s.start)} `; from = s.end; }
  return out + text.slice(from);
}
