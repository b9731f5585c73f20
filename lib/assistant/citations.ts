/**
 * Where a citation points: the passage's own place on the site (page, heading anchor, text
 * fragment of the sentence the answer quoted, else of its opening words), the short excerpt its
 * popover shows, and the numbers an answer gives its sources. Client-safe (the entry
 * pages use {@link headingId} too, so a link and the page agree on every id).
 */
import { entryHref, type SourceRef } from './events';

/** Entry kinds shown several to a page (CV, case studies, services): their ids carry the entry's slug. */
const LIST_KINDS = new Set(['cv', 'case_study', 'service']);

/** Separator between an entry's slug and a heading id on list pages (GitHub's slugger never writes two hyphens from one space). */
export const ENTRY_ID_SEPARATOR = '--';

/** Whether entries of this kind are rendered several to one page (their heading ids are prefixed). */
export function isListKind(kind: string): boolean {
  return LIST_KINDS.has(kind);
}

/**
 * The id a heading has on its page. The chunker records the document's own id (github-slugger,
 * lib/markdown); on list pages several entries share the page, so the entry's slug is prefixed:
 * `<slug>--<id>`. The entry's element keeps the bare slug, which a prefixed id cannot equal.
 * @param anchor the heading id as lib/markdown assigns it ('' for none)
 * @returns the page's element id, '' when the passage sits under no heading
 */
export function headingId(kind: string, slug: string, anchor: string): string {
  if (!anchor) return '';
  return isListKind(kind) ? `${slug}${ENTRY_ID_SEPARATOR}${anchor}` : anchor;
}

/** Most words a text fragment quotes: enough to be unique on a page, short enough to match one block. */
export const FRAGMENT_MAX_WORDS = 8;
/** Most characters a text fragment quotes (before encoding). */
export const FRAGMENT_MAX_CHARS = 80;
/** Length of a popover excerpt, characters (about two lines of a small popover). */
export const EXCERPT_CHARS = 200;

/** Unpaired surrogates made well-formed (U+FFFD), so percent-encoding cannot throw. */
function wellFormed(s: string): string {
  return s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * The lines of a passage a reader sees as its text: the chunker (lib/content/chunk.ts) starts a
 * passage with the entry's title or its heading, list items with "- " — both are dropped here.
 * Whitespace is collapsed; each line is one block of the page.
 * @param skip leading lines that are not body text (the entry's title, the heading)
 */
export function bodyLines(content: string, skip: readonly string[]): string[] {
  const skipped = new Set(skip.map((s) => s.trim()).filter(Boolean));
  const lines = wellFormed(content).split(/\n+/).map((l) => l.replace(/^- /, '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  let i = 0;
  while (i < lines.length - 1 && skipped.has(lines[i]!)) i++;
  return lines.slice(i);
}

/** ICU word boundaries (as the browser's text-fragment matcher uses them), any language. */
const WORDS = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * The leading words of a text that a text-directive term may quote: at most `maxWords` words and
 * `maxChars` characters, cut at a word boundary (a long first word still gives a term, cut).
 */
function leadingWords(text: string, maxWords = FRAGMENT_MAX_WORDS, maxChars = FRAGMENT_MAX_CHARS): string {
  let out = '';
  let words = 0;
  for (const seg of WORDS.segment(text)) {
    if (seg.isWordLike) {
      if (words === maxWords || (out + seg.segment).length > maxChars) break;
      words++;
    }
    out += seg.segment;
  }
  if (!out.trim() && text) out = [...text].slice(0, maxChars).join('');
  return out.trim();
}

/**
 * The trailing words of a text, as {@link leadingWords} takes the leading ones: from its first
 * word on (no punctuation before it, so it never overlaps a start term), its end punctuation kept.
 */
function trailingWords(text: string, maxWords = FRAGMENT_MAX_WORDS, maxChars = FRAGMENT_MAX_CHARS): string {
  const segs = [...WORDS.segment(text)].reverse();
  let out = '';
  let kept = '';
  let words = 0;
  for (const seg of segs) {
    if (seg.isWordLike) {
      if (words === maxWords || (seg.segment + out).length > maxChars) break;
      words++;
    }
    out = seg.segment + out;
    if (seg.isWordLike) kept = out;
  }
  if (!kept.trim() && text) kept = [...text].slice(-maxChars).join('');
  return kept.trim();
}

/** Number of ICU words in a text. */
function wordCount(text: string): number {
  let n = 0;
  for (const seg of WORDS.segment(text)) if (seg.isWordLike) n++;
  return n;
}

/**
 * The chunker's table rows are "first cell: second cell; Header: cell" (lib/content/chunk.ts), not
 * page text: a term never crosses ": " or "; ", which prose writes on the page as it stands too.
 */
const TERM_BREAK = /[:;]\s/;

/**
 * The opening words of a passage, as a text fragment quotes them: the first line of its text (a
 * text directive without an end matches inside one block), cut before a table row's ": " / "; "
 * (the chunker's linearization, not page text), at most {@link FRAGMENT_MAX_WORDS} words and
 * {@link FRAGMENT_MAX_CHARS} characters, cut at a word boundary (Intl.Segmenter — ICU, as the
 * browser's matcher uses, so CJK text is cut between words too).
 * @param skip leading lines that are not body text (the entry's title, the heading)
 */
export function openingWords(content: string, skip: readonly string[] = []): string {
  const first = bodyLines(content, skip)[0] ?? '';
  const cut = first.split(TERM_BREAK)[0]!.trim() || first;
  return leadingWords(cut);
}

/**
 * The terms of a text directive that names one sentence from its first word to its last (WICG Text
 * Fragments: `textStart` alone when the sentence is short enough to quote whole, else `textStart`
 * and `textEnd`, the browser highlighting the range between them). Terms stay inside the sentence's
 * first and last ": " / "; " parts (see {@link TERM_BREAK}) and never overlap, so the end is found
 * after the start.
 * @returns `[start]` or `[start, end]`, not encoded; `[]` for a sentence without text
 */
export function sentenceTerms(sentence: string): string[] {
  const text = sentence.replace(/\s+/g, ' ').trim();
  if (!text) return [];
  const parts = text.split(TERM_BREAK).map((x) => x.trim()).filter(Boolean);
  const first = parts[0] ?? text;
  const last = parts.at(-1) ?? text;
  if (parts.length <= 1 && wordCount(text) <= FRAGMENT_MAX_WORDS && text.length <= FRAGMENT_MAX_CHARS) return [text];
  if (parts.length > 1) return [leadingWords(first), trailingWords(last)];
  const half = Math.max(1, Math.floor(wordCount(text) / 2));
  const start = leadingWords(text, Math.min(FRAGMENT_MAX_WORDS, half));
  const end = trailingWords(text, Math.min(FRAGMENT_MAX_WORDS, half));
  return start.length + end.length <= text.length ? [start, end] : [start];
}

/**
 * Percent-encodes a text directive's term (WICG Text Fragments, "Syntax": the terms are
 * percent-encoded, and `-`, `&` and `,` — the directive's own delimiters — always are).
 */
export function encodeFragmentTerm(term: string): string {
  return encodeURIComponent(wellFormed(term)).replace(/-/g, '%2D');
}

/** Most words of a text directive's prefix (context that tells apart two sentences starting alike). */
export const FRAGMENT_PREFIX_WORDS = 3;

/**
 * The words just before the quoted sentence in its line, as a text directive's `prefix-` (WICG Text
 * Fragments: context the match must follow, so a sentence whose first words occur earlier on the
 * page is still the one found); '' when the sentence opens its block, or what precedes it is a
 * table row's linearization (not page text).
 */
function quotePrefix(content: string, skip: readonly string[], quote: string): string {
  const q = quote.replace(/\s+/g, ' ').trim();
  for (const line of bodyLines(content, skip)) {
    const at = line.indexOf(q);
    if (at < 0) continue;
    const before = line.slice(0, at).split(TERM_BREAK).at(-1) ?? '';
    return before.trim() ? trailingWords(before, FRAGMENT_PREFIX_WORDS, FRAGMENT_MAX_CHARS) : '';
  }
  return '';
}

/**
 * The text directive of a passage: `:~:text=` and its encoded terms — the quoted sentence from its
 * first word to its last when one is named ({@link sentenceTerms}), after the words that precede it
 * in its block as `prefix-`, else the passage's opening words — or '' when there is no text to quote.
 * @param quote the passage's sentence the answer quoted (lib/assistant/quotes), if known
 */
export function textFragment(content: string, skip: readonly string[] = [], quote?: string): string {
  const terms = quote?.trim() ? sentenceTerms(quote) : [];
  if (terms.length) {
    const prefix = quotePrefix(content, skip, quote!);
    return `:~:text=${[...(prefix ? [`${encodeFragmentTerm(prefix)}-`] : []), ...terms.map(encodeFragmentTerm)].join(',')}`;
  }
  const opening = openingWords(content, skip);
  return opening ? `:~:text=${encodeFragmentTerm(opening)}` : '';
}

/**
 * A plain-text excerpt of the passage for its popover: its body text (title and heading lines
 * dropped), lines joined — from the quoted sentence on, after "… ", when one is named and found —
 * cut at a word boundary near {@link EXCERPT_CHARS} with an ellipsis.
 */
export function excerptOf(content: string, skip: readonly string[] = [], max = EXCERPT_CHARS, quote?: string): string {
  let text = bodyLines(content, skip).join(' ');
  // From the quoted sentence on (issue 32): the popover shows what the answer drew on, not the opening.
  const at = quote?.trim() ? text.indexOf(quote.replace(/\s+/g, ' ').trim()) : -1;
  if (at > 0) text = `… ${text.slice(at)}`;
  const chars = [...text];
  if (chars.length <= max) return text;
  const head = chars.slice(0, max).join('');
  const space = head.search(/\s\S*$/);
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** What a link to a passage needs (a retrieval passage; an entries-path source has no anchor). */
export interface PassageLocation {
  kind: string;
  slug: string;
  collection?: string | null;
  title: string;
  /** Heading path ("A › B"), '' for the entry's opening passage. */
  heading: string;
  /** Id of the heading the passage starts under, as lib/markdown assigns it ('' for none). */
  anchor?: string;
  content: string;
  /** The passage's sentence the answer quoted (lib/assistant/quotes): the fragment names it instead of the opening words. */
  quote?: string;
}

/**
 * Site path of a passage, without locale prefix: the entry's page, the heading's id as the
 * fragment (the entry's own id when the passage sits under no heading on a list page), and a
 * text directive of the quoted sentence, else of its opening words: `/articles/x#results:~:text=Recall%20rose`.
 */
export function passageLink(p: PassageLocation): string {
  const page = entryHref(p.kind, p.slug, p.collection);
  const [path, entryAnchor = ''] = page.split('#');
  const id = headingId(p.kind, p.slug, p.anchor ?? '') || entryAnchor;
  const fragment = textFragment(p.content, [p.title, p.heading.split(' › ').pop() ?? ''], p.quote);
  return fragment || id ? `${path}#${id}${fragment}` : path!;
}

/**
 * An answer's sources in order of first use, as the chat and the CLI number them: a source's number
 * is its place in this list + 1, whatever its marker `[S<n>]` was in the prompt (an answer whose
 * first sentence cites [S2] shows "1"). Returns `known` with the sources of `cited` not in it yet
 * (by passage id) appended, in `cited`'s order.
 */
export function withCitedSources(known: readonly SourceRef[], cited: readonly SourceRef[]): SourceRef[] {
  const seen = new Set(known.map((x) => x.passageId));
  const out = [...known];
  for (const x of cited) {
    if (seen.has(x.passageId)) continue;
    seen.add(x.passageId);
    out.push(x);
  }
  return out;
}

/**
 * The numbers of a sentence's cited sources in its answer's list ({@link withCitedSources}),
 * without repeats, in the sentence's order; a passage not in the list is left out.
 * @param sources the answer's sources in order of first use
 * @param cites passage ids the sentence cites
 */
export function sourceNumbers(sources: readonly Pick<SourceRef, 'passageId'>[], cites: readonly number[]): number[] {
  const numberOf = new Map(sources.map((x, i) => [x.passageId, i + 1]));
  return [...new Set(cites.map((id) => numberOf.get(id)).filter((n): n is number => n !== undefined))];
}

/**
 * A popover excerpt split around the quoted sentence it shows, for marking: `[before, quote, after]`.
 * An excerpt cut inside the quote (a long sentence, or a withheld sentence after it) marks the
 * part it shows. Without a quote, or one the excerpt does not show, nothing is marked.
 */
export function markedExcerpt(excerpt: string, quote: string | undefined): [before: string, marked: string, after: string] {
  if (!quote) return [excerpt, '', ''];
  const at = excerpt.indexOf(quote);
  if (at >= 0) return [excerpt.slice(0, at), quote, excerpt.slice(at + quote.length)];
  const lead = excerpt.startsWith('… ') ? 2 : 0;
  const shown = excerpt.slice(lead).replace(/\s*…$/u, '');
  if (shown && quote.startsWith(shown)) return [excerpt.slice(0, lead), shown, excerpt.slice(lead + shown.length)];
  return [excerpt, '', ''];
}
