/**
 * Markdown → retrieval chunks. Structure comes from the site's Markdown parse (lib/markdown: the
 * tree the pages are rendered from, MkDocs syntax included); chunks follow headings and blocks so
 * a passage never starts mid-paragraph, and each chunk keeps the id of the heading it starts
 * under — the same id the page gives that heading.
 */
import { toString } from 'mdast-util-to-string';
import type { RootContent } from 'mdast';
import { parseMarkdown } from '@/lib/markdown';
import { indexStems, indexTerms, stemmerFor, type Locale } from '@/lib/text';
import { applyIngestRules } from './ingest';

/** Target chunk size, characters. About 150–250 words: small enough to cite, big enough to answer. */
export const CHUNK_TARGET_CHARS = 1200;
/** A section shorter than this, characters, is merged into the next one. */
export const MIN_CHUNK_CHARS = 240;

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

/** Removes dropped node types at any depth (code inside list items, HTML inside paragraphs). */
function prune<T extends { children?: unknown[] }>(node: T): T {
  if (!Array.isArray(node.children)) return node;
  const children = (node.children as { type: string; children?: unknown[] }[]).filter((c) => !DROPPED.has(c.type)).map(prune);
  return { ...node, children };
}

function blockText(node: RootContent): string | null {
  switch (node.type) {
    // Code, HTML and front matter are dropped by rule (design: "drop boilerplate by rule"):
    // passages are prose the answerer can quote and the gate can check.
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
  const tree = prune(applyIngestRules(parseMarkdown(doc.markdown)).tree);
  const chunks: TextChunk[] = [];
  const path: string[] = [];
  let heading = '';
  let anchor = '';
  let sectionAnchor = '';
  let blocks: string[] = [doc.title, ...(doc.summary ? [doc.summary] : [])];

  const flush = () => {
    const content = blocks.join('\n\n').trim();
    // The content starts with its own heading; the ancestors' headings are added for matching.
    const ancestors = heading.split(' › ').slice(0, -1).join(' ');
    if (content) {
      // One segmentation of the text serves both indexes (a space is always a word boundary, so
      // the ancestors' words and the content's are segmented apart).
      const bodyTerms = indexTerms(content);
      chunks.push({
        ordinal: chunks.length, heading, anchor, content, terms: [...indexTerms(ancestors), ...bodyTerms].join(' '),
        stems: { title: titleStems, heading: indexStems(heading.replaceAll(' › ', ' '), locale), body: bodyTerms.map(stem) },
      });
    }
    blocks = [];
  };

  for (const node of tree.children) {
    if (node.type === 'heading') {
      const text = toString(node).trim();
      if (node.depth === 1 && text === doc.title) continue; // the title is already the first line
      path.length = Math.max(0, node.depth - 2);
      path.push(text);
      sectionAnchor = String(node.data?.id ?? '');
      // A section too small to stand alone (a heading and a line) joins the next one: a passage of
      // a few words matches anything that shares one of them.
      if (blocks.join('\n\n').length >= MIN_CHUNK_CHARS) {
        flush();
        heading = path.filter(Boolean).join(' › ');
        anchor = sectionAnchor;
      }
      blocks.push(text);
      continue;
    }
    // A table's rows are blocks of their own, so a long argument table spreads over passages of
    // the usual size instead of making one passage of several thousand characters.
    const texts = node.type === 'table' ? tableRows(node) : [blockText(node)];
    for (const text of texts) {
      if (!text) continue;
      if (blocks.join('\n\n').length + text.length > CHUNK_TARGET_CHARS && blocks.length > 0) {
        flush();
        if (heading) blocks.push(heading.split(' › ').pop()!);
      }
      blocks.push(text);
    }
  }
  flush();
  return chunks;
}
