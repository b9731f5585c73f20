/**
 * Where a citation points: the passage's own place on the site (page, heading anchor, text
 * fragment of its opening words) and the short excerpt its popover shows. Client-safe (the entry
 * pages use {@link headingId} too, so a link and the page agree on every id).
 */
import { entryHref } from './events';

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
 */
function bodyLines(content: string, skip: readonly string[]): string[] {
  const skipped = new Set(skip.map((s) => s.trim()).filter(Boolean));
  const lines = wellFormed(content).split(/\n+/).map((l) => l.replace(/^- /, '').replace(/\s+/g, ' ').trim()).filter(Boolean);
  let i = 0;
  while (i < lines.length - 1 && skipped.has(lines[i]!)) i++;
  return lines.slice(i);
}

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
  const cut = first.split(/[:;]\s/)[0]!.trim() || first;
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'word' });
  let out = '';
  let words = 0;
  for (const seg of segmenter.segment(cut)) {
    if (seg.isWordLike) {
      if (words === FRAGMENT_MAX_WORDS || (out + seg.segment).length > FRAGMENT_MAX_CHARS) break;
      words++;
    }
    out += seg.segment;
  }
  // A long first word still gives a fragment (rather than none).
  if (!out.trim() && cut) out = [...cut].slice(0, FRAGMENT_MAX_CHARS).join('');
  return out.trim();
}

/**
 * Percent-encodes a text directive's term (WICG Text Fragments, "Syntax": the terms are
 * percent-encoded, and `-`, `&` and `,` — the directive's own delimiters — always are).
 */
export function encodeFragmentTerm(term: string): string {
  return encodeURIComponent(wellFormed(term)).replace(/-/g, '%2D');
}

/**
 * The text directive of a passage: `:~:text=` and its encoded opening words, or '' when the
 * passage has no text to quote.
 */
export function textFragment(content: string, skip: readonly string[] = []): string {
  const words = openingWords(content, skip);
  return words ? `:~:text=${encodeFragmentTerm(words)}` : '';
}

/**
 * A plain-text excerpt of the passage for its popover: its body text (title and heading lines
 * dropped), lines joined, cut at a word boundary near {@link EXCERPT_CHARS} with an ellipsis.
 */
export function excerptOf(content: string, skip: readonly string[] = [], max = EXCERPT_CHARS): string {
  const text = bodyLines(content, skip).join(' ');
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
}

/**
 * Site path of a passage, without locale prefix: the entry's page, the heading's id as the
 * fragment (the entry's own id when the passage sits under no heading on a list page), and a
 * text directive of its opening words: `/articles/x#results:~:text=Recall%20rose`.
 */
export function passageLink(p: PassageLocation): string {
  const page = entryHref(p.kind, p.slug, p.collection);
  const [path, entryAnchor = ''] = page.split('#');
  const id = headingId(p.kind, p.slug, p.anchor ?? '') || entryAnchor;
  const fragment = textFragment(p.content, [p.title, p.heading.split(' › ').pop() ?? '']);
  return fragment || id ? `${path}#${id}${fragment}` : path!;
}
