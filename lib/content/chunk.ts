/**
 * Markdown → retrieval chunks. Structure comes from the site's Markdown parse (lib/markdown: the
 * tree the pages are rendered from, MkDocs syntax included); chunks follow headings and blocks so
 * a passage never starts mid-paragraph, and each chunk keeps the id of the heading it starts
 * under — the same id the page gives that heading.
 */
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';
import { engagementCheck, splitSentences } from '@/lib/gate';
import { parseMarkdown } from '@/lib/markdown';
import { indexStems, indexTerms, stemmerFor, type Locale } from '@/lib/text';
import { applyIngestRules } from './ingest';
import { findInstructionPassages, type InstructionFinding } from './instructions';

/** Target chunk size, characters. About 150–250 words: small enough to cite, big enough to answer. */
export const CHUNK_TARGET_CHARS = 1200;
/** A section shorter than this, characters, is merged into the next one. */
export const MIN_CHUNK_CHARS = 240;
/**
 * Longest heading kept in a passage's heading path, characters (a longer one is cut at a word and
 * ends with "…"): a passage repeats its heading, so a heading of a whole paragraph's length would
 * make every passage under it that long.
 */
export const HEADING_MAX_CHARS = 200;
/**
 * Upper bound of a passage's text, characters, whatever the punctuation (issue 32, kind 1): a
 * block longer than {@link CHUNK_TARGET_CHARS} is cut into pieces ({@link boundedPieces}) and a
 * passage is closed before it would pass the target, so it holds at most one target's worth of
 * blocks — or, the first passage, the entry's title and summary, each cut to the target.
 */
export const CHUNK_MAX_CHARS = 2 * CHUNK_TARGET_CHARS + 2;

export interface TextChunk {
  ordinal: number;
  /** Heading path, e.g. "Installation › Docker"; '' before the first heading. */
  heading: string;
  /** Id of the heading the chunk starts under, as the rendered page has it ('' before the first heading). */
  anchor: string;
  /** Plain text, blocks separated by blank lines, list items on their own lines. */
  content: string;
  /** Normalized whole words of heading + content, space-separated (the keyword index). */
  terms: string;
  /**
   * Stems of the passage's three BM25F fields (lib/retrieval, `findChunksByBm25`): the entry's
   * title, the heading path, the passage text; every word in order, stemmed by the passage
   * language's stemmer (`indexStems`, lib/text). The term statistics are kept from these.
   */
  stems: { title: string[]; heading: string[]; body: string[] };
}


const DROPPED = new Set(['code', 'html', 'yaml', 'thematicBreak', 'definition', 'image', 'imageReference', 'include']);

/**
 * A table as passage text: one line per body row, read against the header (row-wise
 * linearization, the usual way tables enter a text retriever — e.g. Herzig et al. 2020, TAPAS;
 * Chen et al. 2020, "Open question answering over tables and text"): "first cell: second cell;
 * Header: cell …". Argument references and comparison tables hold answers ("disable_resources:
 * Drop requests for … font, image, media"); dropping them left those questions unanswerable. A cell
 * with no letter or digit (✔️, —) says nothing a quote can carry and is left out.
 */
function tableRows(node: Extract<RootContent, { type: 'table' }>): string[] {
  const cell = (c: RootContent) => toString(c, { includeHtml: false }).replace(/\s+/g, ' ').trim();
  const [head, ...rows] = node.children.map((r) => r.children.map(cell));
  if (!head) return [];
  return rows.map((r) => {
    const said = r.map((text, i) => ({ text, header: head[i] ?? '' })).filter((c) => /[\p{L}\p{N}]/u.test(c.text));
    if (said.length === 0) return '';
    const [first, second, ...rest] = said;
    const lead = second ? `${first!.text}: ${second.text}` : first!.text;
    return `- ${[lead, ...rest.map((c) => (c.header ? `${c.header}: ${c.text}` : c.text))].join('; ')}`;
  }).filter(Boolean);
}

/**
 * Longest code block kept in a passage: at most {@link CODE_MAX_LINES} non-empty lines and
 * {@link CODE_MAX_CHARS} characters (those lines joined by line breaks). A documentation answer is
 * often a one-liner — a command, an import, an option set ("Install it with the following
 * command:" + `pip install scrapling`) — and its lead-in says nothing without it. The bound keeps
 * the lead-in and its code one quotable sentence of the extractive answerer (lib/assistant
 * extractive.ts, `MAX_SENTENCE_CHARS` 400: a lead-in of up to 240 characters and the code); a
 * longer block is a program listing, boilerplate to the assistant (design: "drop boilerplate by
 * rule"), and stays dropped.
 */
export const CODE_MAX_LINES = 3;
/** See {@link CODE_MAX_LINES}. */
export const CODE_MAX_CHARS = 160;

const LEAD_IN_END = /[:：]\s*$/u;

/**
 * A code block's text when it is kept ({@link CODE_MAX_LINES}): its non-empty lines, each trimmed,
 * joined by line breaks; null for a longer block, and for one the gate's check 5 would stop
 * (lib/gate `engagementCheck`: an e-mail address or a phone number — FastAPI's samples write
 * `email="john.doe@example.com"` —, a fee or availability): the assistant never states those, so
 * such a block could never be quoted and would only turn its lead-in into a stopped sentence.
 * @param value the block's text as CommonMark gives it (lines separated by "\n")
 * @param locale the page's language (the gate reads phone numbers by its regions)
 */
export function shortCodeText(value: string, locale: Locale = 'en'): string | null {
  const lines = value.split('\n').map((l) => l.trim()).filter(Boolean);
  const text = lines.join('\n');
  if (lines.length === 0 || lines.length > CODE_MAX_LINES || text.length > CODE_MAX_CHARS) return null;
  return engagementCheck(text, locale) ? null : text;
}

/**
 * Removes dropped node types at any depth (code inside list items, HTML inside paragraphs). A
 * short code block ({@link shortCodeText}) right after a paragraph ending in a colon — its lead-in
 * (CommonMark §4.5 fenced and §4.4 indented code blocks alike; dropped HTML wrappers between them
 * do not count) — joins that paragraph on the lines after it, so the passage holds the lead-in
 * with the code it announces as one block, and the extractive answerer quotes them together.
 * Any other code block is dropped.
 */
function prune<T extends { children?: unknown[] }>(node: T, locale: Locale, keepCode = true): T {
  if (!Array.isArray(node.children)) return node;
  const children: { type: string; children?: unknown[]; value?: unknown }[] = [];
  for (const c of node.children as { type: string; children?: unknown[]; value?: unknown }[]) {
    if (c.type === 'code') {
      const prev = children.at(-1);
      // The bare tree (keepCode false) drops every block: no gate check is owed for it.
      const code = keepCode ? shortCodeText(String(c.value ?? ''), locale) : null;
      if (code && prev?.type === 'paragraph' && LEAD_IN_END.test(toString(prev as RootContent))) {
        children[children.length - 1] = { ...prev, children: [...(prev.children ?? []), { type: 'text', value: `\n${code}` }] };
      }
      continue;
    }
    if (!DROPPED.has(c.type)) children.push(prune(c, locale, keepCode));
  }
  return { ...node, children };
}

function blockText(node: RootContent): string | null {
  switch (node.type) {
    // Code, HTML and front matter are dropped by rule (design: "drop boilerplate by rule"):
    // passages are prose the answerer can quote and the gate can check. A short code block after
    // its lead-in is already part of the lead-in's paragraph (prune).
    case 'code': case 'html': case 'yaml': case 'thematicBreak': case 'definition':
      return null;
    case 'blockquote':
      return node.children.map(blockText).filter(Boolean).join('\n\n') || null;
    case 'list':
      // Each item's own blocks are joined with a space: toString() would glue "Title" + "Text".
      return node.children.map((item) => `- ${item.children.map(blockText).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()}`)
        .filter((line) => line !== '- ').join('\n') || null;
    case 'table':
      return tableRows(node).join('\n') || null;
    case 'include':
      return null;
    case 'container': {
      // A callout's own title ("Technical Details") is text; a title that is only its type ("Tip") is layout.
      const body = node.titled ? node.children.slice(1) : node.children;
      const title = node.titled && !node.defaultTitle ? toString(node.children[0]!).trim() : null;
      return [title, ...body.map((c) => blockText(c as RootContent))].filter(Boolean).join('\n\n') || null;
    }
    default: {
      const text = toString(node, { includeHtml: false }).replace(/[^\S\n]+/g, ' ').trim();
      // Tables without the GFM plugin arrive as paragraphs of pipes; so do MkDocs admonition markers.
      if (!text || /^\|/.test(text)) return null;
      // MkDocs admonition markers and GitHub alert markers are layout, not text.
      return text.replace(/^!!!\s*\w+\s*("[^"]*")?\s*/, '').replace(/^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\]\s*/i, '');
    }
  }
}

/**
 * A block cut into pieces of at most {@link CHUNK_TARGET_CHARS} characters, so that no passage
 * grows with the length of one paragraph, list or quotation (issue 32: a 1.8 MB paragraph with no
 * sentence end made one passage and an import that did not finish). Cuts fall, in order of
 * preference, at line breaks (list items, table rows), then at sentence ends as the gate's
 * splitter finds them (lib/gate `splitSentences`: the passages' sentences are the ones the gate
 * checks and citations quote), and a sentence longer than the target at its last space before
 * the target (no space: at a character boundary). Pieces are packed greedily up to the target.
 * Linear in the text's length.
 * @returns the pieces in order; `[text]` when it is short enough
 */
export function boundedPieces(text: string): string[] {
  if (text.length <= CHUNK_TARGET_CHARS) return [text];
  // Each unit with the separator that joins it to the one before: a line break between lines, a
  // space between the sentences of one line.
  const units: { text: string; sep: string }[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const sentences = line.length <= CHUNK_TARGET_CHARS ? [line] : splitSentences(line).flatMap(hardCut);
    sentences.forEach((t, i) => units.push({ text: t, sep: i === 0 ? '\n' : ' ' }));
  }
  const pieces: string[] = [];
  let piece = '';
  for (const unit of units) {
    if (piece && piece.length + 1 + unit.text.length > CHUNK_TARGET_CHARS) { pieces.push(piece); piece = ''; }
    piece = piece ? piece + unit.sep + unit.text : unit.text;
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** A text cut at its last space before every {@link CHUNK_TARGET_CHARS} characters (none: at a character boundary). */
function hardCut(text: string): string[] {
  const out: string[] = [];
  let rest = text;
  while (rest.length > CHUNK_TARGET_CHARS) {
    let at = rest.lastIndexOf(' ', CHUNK_TARGET_CHARS);
    if (at <= 0) {
      // Not inside a surrogate pair, nor before a combining mark or a joiner (UAX #29 GB9).
      at = CHUNK_TARGET_CHARS;
      while (at > 1 && /[\p{M}\p{Cf}\uDC00-\uDFFF]/u.test(rest[at]!)) at--;
    }
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

/** A heading for the heading path: at most {@link HEADING_MAX_CHARS} characters, cut at a word. */
function boundedHeading(text: string): string {
  if (text.length <= HEADING_MAX_CHARS) return text;
  return `${hardCut(text.slice(0, HEADING_MAX_CHARS * 2))[0]!.slice(0, HEADING_MAX_CHARS - 1).trimEnd()}…`;
}

/**
 * Splits a document into chunks.
 * @param doc.title title, made the first line of the first chunk so every chunk knows its entry
 * @param doc.summary optional summary, part of the first chunk
 * @param doc.markdown Markdown body
 * @param doc.locale language of the text (its stemmer builds the BM25F stems); default 'en'
 * @returns chunks in document order, ordinals from 0
 */
export function chunkDocument(doc: { title: string; summary?: string; markdown: string; locale?: Locale }): TextChunk[] {
  const locale = doc.locale ?? 'en';
  const stem = stemmerFor(locale);
  const titleStems = indexStems(doc.title, locale);
  // Navigation, badges, sponsor walls and image-only blocks leave the passages first (./ingest).
  const parsed = applyIngestRules(parseMarkdown(doc.markdown)).tree;
  const tree = prune(parsed, locale);
  // The same tree without the code kept for quoting: passages are cut and indexed by it, so a
  // passage is found by its prose as before (counting the code moved passage boundaries and a
  // German study question's right page out of first place) and the code is quoted with the
  // lead-in that found it. Code blocks are dropped from both trees alike, so their children stand
  // at the same positions.
  const bare = prune(parsed, locale, false);
  const chunks: TextChunk[] = [];
  const path: string[] = [];
  let heading = '';
  let anchor = '';
  let sectionAnchor = '';
  // The title and summary open the first passage, each cut to the target (a title is one line;
  // a summary read from a file has no length limit).
  let blocks: string[] = [boundedPieces(doc.title)[0]!, ...(doc.summary ? [boundedPieces(doc.summary)[0]!] : [])];
  // Characters of `blocks` joined with blank lines, kept as blocks are added (not re-joined per block).
  let length = blocks.join('\n\n').length;
  /** What the keyword index reads of each block of `blocks` (the block without its kept code). */
  let indexed: string[] = [...blocks];
  /**
   * Characters of `blocks` as shown, kept code included. `length` counts them without it, so a
   * passage closes where it did before code was kept (passages are cut by their prose); this one
   * only keeps a passage within {@link CHUNK_MAX_CHARS}.
   */
  let shown = length;
  const push = (text: string, index = text) => {
    length += (blocks.length ? 2 : 0) + index.length;
    shown += (blocks.length ? 2 : 0) + text.length;
    blocks.push(text);
    indexed.push(index);
  };

  const flush = () => {
    const content = blocks.join('\n\n').trim();
    // The content starts with its own heading; the ancestors' headings are added for matching.
    const ancestors = heading.split(' › ').slice(0, -1).join(' ');
    if (content) {
      // One segmentation of the text serves both indexes (a space is always a word boundary, so
      // the ancestors' words and the content's are segmented apart).
      const bodyTerms = indexTerms(indexed.join('\n\n'));
      chunks.push({
        ordinal: chunks.length, heading, anchor, content, terms: [...indexTerms(ancestors), ...bodyTerms].join(' '),
        stems: { title: titleStems, heading: indexStems(heading.replaceAll(' › ', ' '), locale), body: bodyTerms.map(stem) },
      });
    }
    blocks = [];
    indexed = [];
    length = 0;
    shown = 0;
  };

  for (const [i, node] of tree.children.entries()) {
    if (node.type === 'heading') {
      const text = boundedHeading(toString(node).trim());
      if (node.depth === 1 && text === doc.title) continue; // the title is already the first line
      path.length = Math.max(0, node.depth - 2);
      path.push(text);
      sectionAnchor = String(node.data?.id ?? '');
      // A section too small to stand alone (a heading and a line) joins the next one: a passage of
      // a few words matches anything that shares one of them.
      if (length >= MIN_CHUNK_CHARS) {
        flush();
        heading = path.filter(Boolean).join(' › ');
        anchor = sectionAnchor;
      }
      push(text);
      continue;
    }
    // A table's rows are blocks of their own, so a long argument table spreads over passages of
    // the usual size instead of making one passage of several thousand characters; any other
    // block longer than the target is cut into pieces (boundedPieces).
    const texts = node.type === 'table' ? tableRows(node).flatMap(boundedPieces) : boundedPieces(blockText(node) ?? '');
    // The index's reading of each piece: the block without its kept code, piece for piece (a block
    // cut differently without its code — longer than the target — is indexed as shown).
    const plain = node.type === 'table' ? texts : boundedPieces(blockText(bare.children[i]!) ?? '');
    for (const [k, text] of texts.entries()) {
      if (!text) continue;
      const index = plain.length === texts.length ? plain[k]! : text;
      if ((length + index.length > CHUNK_TARGET_CHARS || shown + 2 + text.length > CHUNK_MAX_CHARS) && blocks.length > 0) {
        flush();
        if (heading) push(heading.split(' › ').pop()!);
      }
      push(text, index);
    }
  }
  flush();
  return chunks;
}

/** One translation to prepare for the index. */
export interface TranslationText {
  title: string;
  summary: string;
  markdown: string;
  locale: Locale;
}

/** A passage with what in it reads like an instruction to an assistant (./instructions). */
export interface PreparedChunk extends TextChunk {
  findings: InstructionFinding[];
}

/**
 * Chunks a translation ({@link chunkDocument}) and reads each passage for instructions to an
 * assistant (./instructions `findInstructionPassages`). Pure and synchronous: ./prepare.ts runs it
 * in a worker thread for long texts.
 */
export function prepareTranslation(t: TranslationText): PreparedChunk[] {
  return chunkDocument({ title: t.title, summary: t.summary, markdown: t.markdown, locale: t.locale })
    .map((c) => ({ ...c, findings: findInstructionPassages(c.content, c.heading) }));
}
