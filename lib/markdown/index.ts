/**
 * The site's Markdown, in one place for pages (components/Markdown.tsx, through react-markdown)
 * and passages (lib/content/chunk.ts): CommonMark + GFM (tables, task lists, footnotes,
 * strikethrough, autolinks; remark-gfm), the MkDocs syntax documentation is written in
 * (./mkdocs.ts: admonitions, collapsible blocks, tabs, heading ids in braces, file includes),
 * GitHub alerts (`> [!NOTE]`), heading ids from github-slugger (GitHub's algorithm) shared by the
 * page's `id` attributes and the chunks' anchors, and relative links between imported files.
 * Isomorphic (runs in the admin's live preview too): no Node built-ins.
 */
import GithubSlugger from 'github-slugger';
import type { Element as HastElement } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toString as hastToString } from 'hast-util-to-string';
import type { BlockContent, Code, Definition, Heading, Nodes, Paragraph, Parent, PhrasingContent, Root, RootContent, Text } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified, type Processor } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import { ADMONITION_TYPES, MARKER, normalizeMkdocs, plainParser, splitHeadingAttrs, unhex, type BlockSpec } from './mkdocs';

export { normalizeMkdocs, splitHeadingAttrs } from './mkdocs';
export { droppedUrls, safeMarkdownUrl } from './safe-url';

/** A callout, a collapsible block, a tab or another container block (see ./mkdocs.ts). */
export interface Container extends Parent {
  type: 'container';
  spec: BlockSpec;
  /** The title is the type's name (no title was written). */
  defaultTitle: boolean;
  /** The first child is the title paragraph. */
  titled: boolean;
  children: (BlockContent | Paragraph)[];
}
/** A file-include line (`{* path *}`, `--8<-- "path"`): the file is not part of the site. */
export interface Include extends Parent {
  type: 'include';
  file: string;
  children: Paragraph[];
}

declare module 'mdast' {
  interface RootContentMap { container: Container; include: Include }
  interface BlockContentMap { container: Container; include: Include }
  interface HeadingData {
    /** The heading's id on the page and the anchor of the passages under it. */
    id?: string;
  }
}

/**
 * How a link between imported files is resolved: a new URL, `null` when the target is not on the
 * site (the link becomes its text), `undefined` to leave the URL as written.
 */
export type LinkResolver = (url: string) => string | null | undefined;

export interface SiteMarkdownOptions {
  /** Rewrites relative links (and drops images whose file is not on the site). */
  resolveLink?: LinkResolver;
  /** Removes the first level-1 heading when its text is this title (the page shows the title itself). Ids are assigned before. */
  dropTitle?: string;
  /** Text around the file name of an include note; `{file}` marks where the name goes. */
  includeNote?: string;
  /**
   * Prefix of every heading id on the page (`<slug>--`, lib/assistant/citations `headingId`):
   * several entries rendered on one page keep unique ids. Passages record the unprefixed id.
   */
  idPrefix?: string;
}

/** Visual family of an admonition type (MkDocs Material groups its aliases the same way). */
function calloutFamily(type: string): string {
  if (['note', 'info', 'todo', 'abstract', 'summary', 'tldr', 'example', 'quote', 'cite'].includes(type)) return 'note';
  if (['tip', 'hint', 'important', 'success', 'check', 'done', 'question', 'help', 'faq'].includes(type)) return 'tip';
  if (['warning', 'caution', 'attention'].includes(type)) return 'warning';
  if (['danger', 'error', 'failure', 'fail', 'missing', 'bug'].includes(type)) return 'danger';
  return 'note';
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The marker line a paragraph holds, if it is one ./mkdocs.ts wrote. */
function markerOf(node: RootContent): { kind: 'open'; spec: BlockSpec; title: PhrasingContent[] } | { kind: 'close' } | { kind: 'include'; file: string } | null {
  if (node.type !== 'paragraph') return null;
  const first = node.children[0];
  if (first?.type !== 'text' || !first.value.startsWith(MARKER)) return null;
  const head = first.value.slice(1);
  if (head === 'close' && node.children.length === 1) return { kind: 'close' };
  const inc = /^include:([0-9a-f]*)$/.exec(head);
  if (inc && node.children.length === 1) return { kind: 'include', file: unhex(inc[1]!) };
  const m = /^open:(admonition|details|tab|div):([\w-]*):(open)?(?: \| ?([^]*))?$/.exec(head);
  if (!m) return null;
  const hasTitle = m[4] !== undefined;
  const rest: PhrasingContent[] = [...(m[4] ? [{ type: 'text', value: m[4] } as Text] : []), ...node.children.slice(1)];
  return {
    kind: 'open',
    spec: { block: m[1] as BlockSpec['block'], type: m[2]!, open: m[3] === 'open', title: hasTitle ? toString({ type: 'paragraph', children: rest }) : null },
    title: rest,
  };
}

function makeContainer(spec: BlockSpec, title: PhrasingContent[]): Container {
  const shown: PhrasingContent[] = spec.title === null ? (spec.type ? [{ type: 'text', value: capitalize(spec.type) }] : []) : title;
  const family = calloutFamily(spec.type);
  const isCallout = spec.block === 'admonition' || spec.block === 'details';
  const titleTag = spec.block === 'details' ? 'summary' : 'p';
  const titleClass = spec.block === 'tab' ? 'md-tab-title' : 'callout-title';
  const children: Container['children'] = shown.length
    ? [{ type: 'paragraph', children: shown, data: { hName: titleTag, hProperties: { className: [titleClass] } } }]
    : [];
  const hName = spec.block === 'details' ? 'details' : spec.block === 'admonition' ? 'aside' : spec.block === 'tab' ? 'section' : 'div';
  const hProperties: Record<string, string | string[] | boolean> = isCallout
    ? { className: ['callout', `callout-${family}`], dataCallout: spec.type || 'note' }
    : { className: [spec.block === 'tab' ? 'md-tab' : 'md-block'] };
  if (spec.block === 'details' && spec.open) hProperties.open = true;
  return { type: 'container', spec, defaultTitle: spec.title === null, titled: shown.length > 0, children, data: { hName, hProperties } };
}

function makeInclude(file: string, note: string): Include {
  const shown = file.replace(/^(\.\.?\/)+/, '');
  const [before, after = ''] = note.split('{file}');
  const children: PhrasingContent[] = [
    ...(before ? [{ type: 'text', value: before } as Text] : []),
    { type: 'inlineCode', value: shown },
    ...(after ? [{ type: 'text', value: after } as Text] : []),
  ];
  return { type: 'include', file, children: [{ type: 'paragraph', children }], data: { hName: 'aside', hProperties: { className: ['md-include'], dataInclude: shown } } };
}

/** GitHub alert types (`> [!NOTE]` on the first line of a block quote). */
const GITHUB_ALERT = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/i;

/** Groups the marker paragraphs of one parent's children into containers; recurses into block parents. */
function structure(children: RootContent[], includeNote: string): RootContent[] {
  const stack: { node: Container | null; children: RootContent[] }[] = [{ node: null, children: [] }];
  const top = () => stack[stack.length - 1]!;
  const pop = () => {
    const frame = stack.pop()!;
    frame.node!.children.push(...frame.children as Container['children']);
    top().children.push(frame.node!);
  };
  for (const child of children) {
    const marker = markerOf(child);
    if (marker?.kind === 'open') { stack.push({ node: makeContainer(marker.spec, marker.title), children: [] }); continue; }
    if (marker?.kind === 'close') { if (stack.length > 1) pop(); continue; }
    if (marker?.kind === 'include') { top().children.push(makeInclude(marker.file, includeNote)); continue; }
    if (child.type === 'blockquote') {
      const alert = alertOf(child);
      if (alert) { top().children.push(alert); continue; }
    }
    if ('children' in child && child.type !== 'paragraph' && child.type !== 'heading' && child.type !== 'table') {
      (child as Parent).children = structure((child as Parent).children as RootContent[], includeNote) as Parent['children'];
    }
    top().children.push(child);
  }
  while (stack.length > 1) pop();
  return stack[0]!.children;
}

/** A GitHub alert as a callout, or null for an ordinary block quote. */
function alertOf(quote: Extract<RootContent, { type: 'blockquote' }>): Container | null {
  const first = quote.children[0];
  if (first?.type !== 'paragraph' || first.children[0]?.type !== 'text') return null;
  const m = GITHUB_ALERT.exec(first.children[0].value);
  if (!m) return null;
  const rest = first.children[0].value.slice(m[0].length);
  const para: Paragraph = { ...first, children: [...(rest ? [{ type: 'text', value: rest } as Text] : []), ...first.children.slice(1)] };
  const container = makeContainer({ block: 'admonition', type: m[1]!.toLowerCase(), open: false, title: null }, []);
  container.children.push(...(para.children.length ? [para] : []), ...quote.children.slice(1) as Container['children']);
  return container;
}

/** Code inside a raw-HTML wrapper (`<div class="termy">` … `</div>`, terminal widgets) holds markup meant to be rendered: keep its text. */
function unwrapHtmlInCode(tree: Root): void {
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!parent || index === undefined || index === 0) return;
    const prev = parent.children[index - 1]!;
    if (prev.type !== 'html' || !/^<div\b[^>]*>\s*$/i.test(prev.value) || !/<\/?[a-z][^>]*>/i.test(node.value)) return;
    node.value = hastToString(fromHtml(node.value, { fragment: true }));
  });
}

/**
 * Heading ids: an attr_list id (`{ #id }`) as written, else GitHub's slug of the heading text.
 * Every id is unique per document — a repeated id, written or generated, takes GitHub's "-1", "-2"
 * suffix — because a passage's anchor must name one heading (Python-Markdown keeps a repeated
 * written id, which leaves two elements with one id, invalid HTML).
 */
function assignHeadingIds(tree: Root): void {
  const slugger = new GithubSlugger();
  const used = new Set<string>();
  const unique = (base: string): string => {
    let id = base;
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  visit(tree, 'heading', (node: Heading) => {
    let explicit: string | null = null;
    const last = node.children.at(-1);
    if (last?.type === 'text') {
      const split = splitHeadingAttrs(last.value);
      if (split) {
        explicit = split.id;
        last.value = split.text.replace(/[ \t]+$/, '');
        if (!last.value) node.children.pop();
      }
    }
    // The text a reader sees: inline raw HTML (`<abbr title=…>`) is not rendered, so it is not part of the id.
    const id = unique(explicit ?? slugger.slug(toString(node, { includeHtml: false })));
    node.data = { ...node.data, id, hProperties: { ...(node.data?.hProperties ?? {}), id } };
  });
}

const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * A language marker at the end of a Markdown file's name: `NAME_XX.md`, `NAME_XX_YY.md` (GitHub's
 * README convention, upper case) or `name.xx.md` / `name.xx-YY.md` (mkdocs-static-i18n, Hugo).
 * Group 1 or 2 is the tag; whether it names a language is for the caller to check.
 */
export const LANGUAGE_SUFFIX = /(?:_([A-Z]{2,3}(?:_[A-Z]{2})?)|\.([a-z]{2,3}(?:-[A-Za-z]{2,4})?))\.md$/;

/** Rewrites links and link definitions with `resolve`; an unresolvable link becomes its text, an unresolvable image disappears. */
function rewriteLinks(tree: Root, resolve: LinkResolver): void {
  const dead = new Set<string>();
  visit(tree, 'definition', (node: Definition) => {
    const r = resolve(node.url);
    if (r === null) dead.add(node.identifier);
    else if (r !== undefined) node.url = r;
  });
  visit(tree, (node, index, parent) => {
    if (!parent || index === undefined) return;
    if (node.type === 'link' || node.type === 'image') {
      const r = resolve(node.url);
      if (r === undefined) return;
      if (r !== null) { node.url = r; return; }
      const replacement = node.type === 'link' ? node.children : [];
      (parent.children as Nodes[]).splice(index, 1, ...replacement);
      return [SKIP, index];
    }
    if ((node.type === 'linkReference' || node.type === 'imageReference') && dead.has(node.identifier)) {
      (parent.children as Nodes[]).splice(index, 1, ...(node.type === 'linkReference' ? node.children : []));
      return [SKIP, index];
    }
  });
}

/**
 * The remark plugin every Markdown of the site goes through: normalizes MkDocs syntax before the
 * parse (wrapping the parser), then builds containers and include notes, assigns heading ids,
 * rewrites links and drops the title heading (in this order: ids never depend on the options).
 * Use with remark-parse (react-markdown adds it); remark-gfm is added here.
 */
export function remarkSiteMarkdown(this: Processor, options: SiteMarkdownOptions = {}) {
  remarkGfm.call(this as never);
  const parser = this.parser;
  if (parser) this.parser = (doc, file) => parser(normalizeMkdocs(doc), file);
  const includeNote = options.includeNote ?? 'Code example {file} (not included here)';
  return (tree: Root) => {
    tree.children = structure(tree.children, includeNote);
    // A marker the parse did not leave as its own paragraph (swallowed by a code block or a
    // paragraph of an unusual document) is removed: the normalizer's markers never reach a page.
    visit(tree, (node) => {
      if ('value' in node && typeof node.value === 'string' && node.value.includes(MARKER)) {
        node.value = node.value.split('\n').filter((l) => !l.trimStart().startsWith(MARKER)).join('\n').replaceAll(MARKER, '');
      }
    });
    unwrapHtmlInCode(tree);
    assignHeadingIds(tree);
    if (options.idPrefix) {
      const prefix = options.idPrefix;
      visit(tree, 'heading', (node: Heading) => {
        const id = `${prefix}${node.data?.id ?? ''}`;
        node.data = { ...node.data, id, hProperties: { ...(node.data?.hProperties ?? {}), id } };
      });
    }
    if (options.resolveLink) rewriteLinks(tree, options.resolveLink);
    if (options.dropTitle !== undefined) {
      const i = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 1);
      if (i >= 0 && cleanTitle(toString(tree.children[i]!, { includeHtml: false })) === cleanTitle(options.dropTitle)) tree.children.splice(i, 1);
    }
  };
}

/**
 * Parses Markdown as the site renders it: the tree the pages are built from, with each heading's
 * `data.id`. Code, HTML and everything else stay in the tree (the chunker decides what a passage keeps).
 */
export function parseMarkdown(markdown: string, options: SiteMarkdownOptions = {}): Root {
  const processor = unified().use(remarkParse).use(remarkSiteMarkdown, options);
  return processor.runSync(processor.parse(markdown)) as Root;
}

/** Every line-breaking character: LF, CR, VT, FF, NEL, LINE and PARAGRAPH SEPARATOR (Unicode UAX #14 mandatory breaks). */
const LINE_BREAKS = /[\n\r\v\f\u0085\u2028\u2029]/;

/** A title as one line: runs of white space (line breaks included) become one space, ends trimmed. */
export function cleanTitle(text: string): string {
  return text.replace(/[\s\u0085]+/g, ' ').trim();
}

/** True when `text` holds a line break of any kind (see {@link cleanTitle}). */
export function hasLineBreak(text: string): boolean {
  return LINE_BREAKS.test(text);
}

/**
 * The document's title: the first level-1 heading outside code, written in Markdown (`#`, or
 * `===` underlined) or as a raw-HTML `<h1>`, as one line, without an attr_list (`{ #id }`).
 * A level-2 heading is a section, never the title.
 * @returns null when the document has no level-1 heading (the caller falls back to the file name)
 */
export function documentTitle(markdown: string): string | null {
  // The plain parse suffices (one parse instead of two): MkDocs containers never hold the title,
  // and the attr_list is split off the heading's text here as lib/markdown does for the page.
  for (const node of (plainParser.parse(markdown) as Root).children) {
    if (node.type === 'heading' && node.depth === 1) {
      const text = toString(node, { includeHtml: false });
      const t = cleanTitle(splitHeadingAttrs(text)?.text ?? text);
      if (t) return t;
    }
    if (node.type === 'html' && /<h1[\s>]/i.test(node.value)) {
      const h1 = findElement(fromHtml(node.value, { fragment: true }), 'h1');
      const t = h1 ? cleanTitle(hastToString(h1)) : '';
      if (t) return t;
    }
  }
  return null;
}

function findElement(root: { children: unknown[] }, tag: string): HastElement | null {
  for (const child of root.children as HastElement[]) {
    if (child.type !== 'element') continue;
    if (child.tagName === tag) return child;
    const inner = findElement(child, tag);
    if (inner) return inner;
  }
  return null;
}

/** Ids of every heading, in document order (what the rendered page's headings carry). */
export function headingIds(markdown: string): { id: string; text: string; depth: number }[] {
  const out: { id: string; text: string; depth: number }[] = [];
  visit(parseMarkdown(markdown), 'heading', (h: Heading) => { out.push({ id: String(h.data?.id ?? ''), text: toString(h, { includeHtml: false }), depth: h.depth }); });
  return out;
}

/**
 * A resolver for links between the files of one imported folder, by WHATWG URL resolution of the
 * link against the linking file's path: `../parsing/main_classes.md#selector` from
 * `fetching/choosing.md` is the file `parsing/main_classes.md`, anchor `selector`. A folder link
 * (`security/`) means its `index.md` or `README.md`. URLs with a scheme, site paths (`/…`) and
 * anchors (`#…`) are left as written.
 * @param sourcePath the linking file, relative to the folder root ('tutorial/first-steps.md')
 * @param targets folder-relative path of every file on the site → its page URL
 * @returns a resolver: the page URL (with the anchor), or null for a file that is not on the site
 */
export function folderLinkResolver(sourcePath: string, targets: ReadonlyMap<string, string>): LinkResolver {
  const base = new URL(sourcePath.split('/').map(encodeURIComponent).join('/'), 'file:///');
  return (url) => {
    const trimmed = url.trim();
    if (!trimmed || SCHEME.test(trimmed) || trimmed.startsWith('/') || trimmed.startsWith('#')) return undefined;
    let resolved: URL;
    try { resolved = new URL(trimmed, base); } catch { return null; }
    let key: string;
    try { key = decodeURIComponent(resolved.pathname.slice(1)); } catch { return null; }
    const candidates = key.endsWith('/') || key === '' ? [`${key}index.md`, `${key}README.md`] : [key, `${key}/index.md`, `${key}/README.md`];
    // A link to one translation's file (README_DE.md, guide.de.md) means the document.
    const suffix = LANGUAGE_SUFFIX.exec(key);
    if (suffix) candidates.push(`${key.slice(0, suffix.index)}.md`);
    const found = candidates.map((c) => targets.get(c)).find((v) => v !== undefined);
    return found === undefined ? null : `${found}${resolved.hash}`;
  };
}

export { ADMONITION_TYPES };
