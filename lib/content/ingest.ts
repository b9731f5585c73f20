/**
 * Ingest rules (design, "Ingest carefully": drop boilerplate by rule once it is found, not by
 * asking a model per chunk). Blocks that are navigation or decoration — badge rows, sponsor logo
 * walls, screenshots, link lists, sections that are only links and images — leave the passages;
 * the page itself (the stored Markdown) is not touched, so the reader still sees them.
 *
 * The rules are structural, on the Markdown tree (mdast), never lists of page names or headings.
 * They were found once on two real documentation corpora (`../shared/external/scrapling-docs`,
 * `../shared/external/fastapi-docs`), where such blocks are written both in Markdown and in raw
 * HTML. HTML blocks are dropped from passages by the chunker anyway; the rules look at them too, so
 * that the summary counts them by kind and a later change to the HTML rule cannot let them back in.
 *
 * Measures (per block): *elements* = links + images, in Markdown (`[..](..)`, `![..](..)`) and in
 * HTML (`<a>`, `<img>`); *own words* = words (ICU word segmentation) of visible text outside links,
 * images, `<style>`/`<script>`; link words = words inside links.
 */
import { Parser } from 'htmlparser2';
import type { List, Root, RootContent } from 'mdast';
import { parseMarkdown } from '@/lib/markdown';
import { words } from '@/lib/text';

/**
 * The rules, in the order the summary lists them.
 * - `link-section`: a heading whose own body (up to the next heading of any level) holds links or
 *   images and fewer than {@link LINK_SECTION_WORDS_PER_ELEMENT} own words per link and image, not
 *   counting text in raw HTML (the chunker drops it, so it never reaches a passage), and no
 *   link-free paragraph of {@link PROSE_PARAGRAPH_WORDS} or more words — sponsor walls ("Top Sponsors" followed by
 *   logos and an "advertise here" line), "support us" and "see also" blocks, image-only sections.
 *   The heading goes with it: a heading left without its body glues onto the next section's
 *   passage and names it (the Scrapling index page's "Top Sponsors" passage listed every feature).
 * - `badges`: a block made of two or more images and nothing else (links around them allowed):
 *   status badges, sponsor logo rows. Their alt texts ("PyPI version", "Discord") are not prose.
 * - `image-only`: a block made of one image and nothing else (a screenshot, a cover, a chart).
 * - `link-list`: a list whose every item is a link with at most {@link LINK_ITEM_OWN_WORDS} own
 *   words, or a paragraph / HTML block of two or more links with only separators between them —
 *   navigation. Kept when the previous block ends with a colon: then the list is the rest of that
 *   sentence ("Each session is one of: FetcherSession, …"), i.e. content. Links whose text is code
 *   name API objects and are never navigation.
 */
export const INGEST_RULES = ['link-section', 'badges', 'image-only', 'link-list'] as const;
export type IngestRule = (typeof INGEST_RULES)[number];

/**
 * A section is a link section when its own words are fewer than this many per link or image.
 * Found on the corpora: their sponsor sections have at most 1.2 own words per element (the
 * "advertise here" line beside a logo wall), every other section with links or images at least 3
 * ("Open the interactive docs: <link>", "See it in action"); 2 sits in the gap.
 */
export const LINK_SECTION_WORDS_PER_ELEMENT = 2;

/**
 * Words of a link-free paragraph that keep a section from being a link section: a sentence of its
 * own ("MyProject is a library for X.") under a row of badges says what the section is about; an
 * "advertise here: [link]" line under a logo wall carries a link, so it does not count.
 */
export const PROSE_PARAGRAPH_WORDS = 4;

/** Own words a link-list item may have besides its link ("or", "and", a short label). */
export const LINK_ITEM_OWN_WORDS = 2;

/** A block left out of the passages, for the import summary and tests. */
export interface DroppedBlock {
  rule: IngestRule;
  /**
   * Offsets of the dropped Markdown (start inclusive, end exclusive), when known — in the text the
   * parser read: the document after lib/markdown's MkDocs normalization (`normalizeMkdocs`).
   */
  start: number | null;
  end: number | null;
  /** Links + images in the dropped block (Markdown and HTML). */
  elements: number;
  /** Words of visible text outside links and images. */
  ownWords: number;
}

/** What a block holds, by the measures above. */
interface Measure {
  links: number;
  images: number;
  /** Words of Markdown text outside links (what a block puts into passages). */
  ownWords: number;
  /** Words of text in raw HTML outside links (never in passages: the chunker drops HTML). */
  htmlWords: number;
  linkWords: number;
  /** Links whose visible text is inline code (API names). */
  codeLinks: number;
}

const EMPTY: Measure = { links: 0, images: 0, ownWords: 0, htmlWords: 0, linkWords: 0, codeLinks: 0 };

function add(a: Measure, b: Measure): Measure {
  return { links: a.links + b.links, images: a.images + b.images, ownWords: a.ownWords + b.ownWords, htmlWords: a.htmlWords + b.htmlWords, linkWords: a.linkWords + b.linkWords, codeLinks: a.codeLinks + b.codeLinks };
}

/** Measures a run of blocks (or a link's children, `inLink`). */
function measureNodes(nodes: readonly unknown[], inLink = false): Measure {
  let m = { ...EMPTY };
  const state = { linkDepth: 0, skipDepth: 0 };
  for (const n of nodes) m = add(m, measureNode(n as { type: string }, state, inLink));
  return m;
}

// Containers whose html children are inline tags (one tag per node), not HTML blocks.
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);
const INLINE_TAG = /^<\s*(\/?)\s*([a-z][a-z0-9-]*)/i;

function measureNode(node: { type: string; value?: string; children?: unknown[] }, state: { linkDepth: number; skipDepth: number }, inLink: boolean, inline = false): Measure {
  switch (node.type) {
    case 'text':
    case 'inlineCode': {
      const n = words(node.value ?? '').length;
      return inLink || state.linkDepth > 0 ? { ...EMPTY, linkWords: n } : { ...EMPTY, ownWords: n };
    }
    case 'image':
    case 'imageReference':
      return { ...EMPTY, images: 1 };
    case 'link':
    case 'linkReference': {
      const inner = measureNodes(node.children ?? [], true);
      const code = (node.children ?? []).length > 0 && (node.children as { type: string }[]).every((c) => c.type === 'inlineCode');
      return { links: 1 + inner.links, images: inner.images, ownWords: 0, htmlWords: 0, linkWords: inner.linkWords + inner.ownWords + inner.htmlWords, codeLinks: inner.codeLinks + (code ? 1 : 0) };
    }
    case 'html':
      return inline ? measureInlineTag(node.value ?? '', state) : measureHtml(node.value ?? '', state, inLink);
    case 'code':
      // Code is dropped from passages by the chunker; it is neither prose nor navigation.
      return EMPTY;
    default: {
      let m = { ...EMPTY };
      const phrasing = PHRASING_PARENTS.has(node.type);
      for (const c of node.children ?? []) m = add(m, measureNode(c as { type: string }, state, inLink, phrasing));
      return m;
    }
  }
}

/**
 * An inline HTML node is one tag (CommonMark "raw HTML"): `<a href=…>` and `</a>` arrive as
 * separate nodes around the link's text, so the open-link depth is tracked across siblings.
 */
function measureInlineTag(tag: string, state: { linkDepth: number; skipDepth: number }): Measure {
  const m = INLINE_TAG.exec(tag);
  if (!m) return EMPTY;
  const [closing, name] = [m[1] === '/', m[2]!.toLowerCase()];
  if (name === 'a') state.linkDepth = closing ? Math.max(0, state.linkDepth - 1) : state.linkDepth + 1;
  if (name === 'a' && !closing) return { ...EMPTY, links: 1 };
  if ((name === 'img' || name === 'svg') && !closing) return { ...EMPTY, images: 1 };
  return EMPTY;
}

/** Counts `<a>`, `<img>` and the words outside them in an HTML fragment (htmlparser2, tolerant of fragments). */
function measureHtml(html: string, state: { linkDepth: number; skipDepth: number }, inLink: boolean): Measure {
  const m = { ...EMPTY };
  const parser = new Parser({
    onopentag(name) {
      if (name === 'a') { m.links++; state.linkDepth++; }
      else if (name === 'img' || name === 'svg') m.images++;
      else if (name === 'style' || name === 'script') state.skipDepth++;
    },
    onclosetag(name, implied) {
      if (implied) return;
      if (name === 'a') state.linkDepth = Math.max(0, state.linkDepth - 1);
      else if (name === 'style' || name === 'script') state.skipDepth = Math.max(0, state.skipDepth - 1);
    },
    ontext(text) {
      if (state.skipDepth > 0) return;
      const n = words(text).length;
      if (inLink || state.linkDepth > 0) m.linkWords += n;
      else m.htmlWords += n;
    },
  }, { decodeEntities: true, recognizeSelfClosing: true });
  parser.write(html);
  // Close nothing: an `<a>` left open continues into the next sibling (inline HTML).
  parser.parseComplete('');
  return m;
}

/** Whether a block ends with a colon, i.e. introduces the block after it ("…, you can:"). */
function endsWithColon(node: RootContent | undefined): boolean {
  if (!node || node.type !== 'paragraph') return false;
  const last = node.children.at(-1);
  return last?.type === 'text' && /[:：]\s*$/.test(last.value);
}

/** A block that is images and nothing else (links around them allowed). */
function imageBlock(m: Measure): boolean {
  return m.images >= 1 && m.ownWords + m.htmlWords === 0 && m.linkWords === 0;
}

function isLinkList(node: RootContent, m: Measure): boolean {
  if (m.codeLinks > 0 || m.images > 0) return false;
  if (node.type === 'list') {
    const items = (node as List).children;
    return items.length >= 2 && items.every((item) => {
      const im = measureNodes(item.children);
      return im.links >= 1 && im.ownWords + im.htmlWords <= LINK_ITEM_OWN_WORDS && im.codeLinks === 0;
    });
  }
  if (node.type === 'paragraph' || node.type === 'html') {
    // A bar of links: separators (·, |, –) are not words; at most one word per gap ("or").
    return m.links >= 2 && m.ownWords + m.htmlWords <= m.links - 1;
  }
  return false;
}

function position(nodes: RootContent[]): { start: number | null; end: number | null } {
  return { start: nodes[0]?.position?.start.offset ?? null, end: nodes.at(-1)?.position?.end.offset ?? null };
}

/** The block rule that drops `node` (whose previous sibling is `prev`), or null. */
function blockRule(node: RootContent, prev: RootContent | undefined): { rule: IngestRule; m: Measure } | null {
  const m = measureNodes([node]);
  if (imageBlock(m)) return { rule: m.images >= 2 ? 'badges' : 'image-only', m };
  if (isLinkList(node, m) && !endsWithColon(prev)) return { rule: 'link-list', m };
  return null;
}

/** A paragraph of prose without any link or image: the section says something of its own. */
function isPlainProse(node: RootContent): boolean {
  if (node.type !== 'paragraph') return false;
  const m = measureNodes([node]);
  return m.links + m.images === 0 && m.ownWords >= PROSE_PARAGRAPH_WORDS;
}

/**
 * Applies the rules to the top-level blocks of a parsed document: the block rules to every block,
 * and the section rule to each heading with its own body (see {@link INGEST_RULES}).
 * @returns a new root without the dropped blocks (the input is not changed) and what was dropped,
 *   in document order; a dropped section is one entry (its blocks are not counted again)
 */
export function applyIngestRules(tree: Root): { tree: Root; dropped: DroppedBlock[] } {
  const kids = tree.children;
  const keep: RootContent[] = [];
  const dropped: DroppedBlock[] = [];
  let i = 0;
  while (i < kids.length) {
    const heading = kids[i]!.type === 'heading' ? kids[i]! : null;
    let j = heading ? i + 1 : i;
    // The run of blocks up to the next heading: a section's own body, or what precedes the first heading.
    while (j < kids.length && kids[j]!.type !== 'heading') j++;
    if (!heading) j = Math.max(j, i + 1);
    const body = kids.slice(heading ? i + 1 : i, j);
    const keptBody: RootContent[] = [];
    const bodyDrops: DroppedBlock[] = [];
    body.forEach((node, k) => {
      const hit = blockRule(node, k > 0 ? body[k - 1] : heading ?? undefined);
      if (hit) bodyDrops.push({ rule: hit.rule, ...position([node]), elements: hit.m.links + hit.m.images, ownWords: hit.m.ownWords + hit.m.htmlWords });
      else keptBody.push(node);
    });
    if (heading && body.length > 0) {
      const m = measureNodes(body);
      const elements = m.links + m.images;
      if (elements > 0 && m.ownWords < LINK_SECTION_WORDS_PER_ELEMENT * elements && !keptBody.some(isPlainProse)) {
        dropped.push({ rule: 'link-section', ...position([heading, ...body]), elements, ownWords: m.ownWords });
        i = j;
        continue;
      }
    }
    if (heading) keep.push(heading);
    keep.push(...keptBody);
    dropped.push(...bodyDrops);
    i = j;
  }
  return { tree: { ...tree, children: keep }, dropped };
}

/**
 * What the rules drop from one Markdown document, parsed as {@link chunkDocument} parses it
 * (remark-parse, CommonMark). For the import summary.
 */
export function ingestDrops(markdown: string): DroppedBlock[] {
  return applyIngestRules(parseMarkdown(markdown)).dropped;
}

/** Dropped blocks per rule, every rule present (0 when none). */
export function countByRule(dropped: readonly DroppedBlock[]): Record<IngestRule, number> {
  const out = Object.fromEntries(INGEST_RULES.map((r) => [r, 0])) as Record<IngestRule, number>;
  for (const d of dropped) out[d.rule]++;
  return out;
}

