/**
 * MkDocs syntax that CommonMark does not know, turned into structure before and after the parse.
 *
 * Sources (the syntax reference, not one corpus):
 * - pymdownx.blocks (pymdown-extensions, `pymdownx/blocks/__init__.py`): a block opens with a line
 *   `/// name | argument` (3 or more slashes, 0–3 spaces of indentation), may be followed by
 *   YAML options indented 4 spaces, and closes with a line of exactly as many slashes; the
 *   admonition blocks are `note`, `attention`, `caution`, `danger`, `error`, `tip`, `hint`,
 *   `warning` (+ the types MkDocs Material adds); without an argument the title is the type
 *   capitalized, with an empty argument there is no title.
 * - Python-Markdown `admonition`: `!!! type "title"` with the body indented 4 spaces;
 *   pymdownx.details: the same with `???` (collapsed) or `???+` (open).
 * - pymdownx.tabbed: `=== "Tab title"` with the body indented 4 spaces.
 * - Python-Markdown `attr_list` on headings: `# Title { #id .class key=value }`.
 * - File includes: FastAPI's `{* path *}` and pymdownx.snippets' `--8<-- "path"`.
 *
 * Lines inside code (fenced or indented) and raw HTML blocks are never touched: which lines those
 * are is decided by a first CommonMark + GFM parse, not by a line pattern.
 */
import yaml from 'js-yaml';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * Prefix of the marker lines the normalizer writes (a private-use code point, U+E000, that no
 * document is expected to contain): the tree stage then recognizes exactly the markers it wrote.
 */
export const MARKER = '\uE000';

/** Admonition types: pymdownx.blocks.admonition defaults plus the types MkDocs Material styles. */
export const ADMONITION_TYPES = new Set([
  'note', 'attention', 'caution', 'danger', 'error', 'tip', 'hint', 'warning',
  'abstract', 'summary', 'tldr', 'info', 'todo', 'success', 'check', 'done', 'question', 'help', 'faq',
  'failure', 'fail', 'missing', 'bug', 'example', 'quote', 'cite', 'important',
]);
/** Other pymdownx.blocks names: rendered as plain containers (their content still shows). */
const OTHER_BLOCKS = new Set(['admonition', 'details', 'tab', 'html', 'caption', 'figure-caption', 'definition']);

const BLOCK_START = /^([ \t]*)(\/{3,})[ \t]*([\w-]+)[ \t]*(?:\|[ \t]*(.*?)[ \t]*)?$/;
const BLOCK_END = /^[ \t]*(\/{3,})[ \t]*$/;
// Python-Markdown admonition: `!!! ?([\w\-]+(?: +[\w\-]+)*)(?: +"(.*?)")?`; pymdownx.details allows
// a title without a type after `???`.
const CLASSIC = /^([ \t]*)(!!!|\?\?\?\+?)[ \t]?(?:([\w-]+(?:[ \t]+[\w-]+)*?)?(?:[ \t]+"(.*?)")|([\w-]+(?:[ \t]+[\w-]+)*))[ \t]*$/;
const TABBED = /^([ \t]*)===(?:!{1,2}|\+{1,2})?[ \t]+"(.*?)"[ \t]*$/;
const INCLUDE = /^([ \t]*)\{\*[ \t]*(.+?)[ \t]*\*\}[ \t]*$/;
const SNIPPET = /^([ \t]*)-{1,}8<-{1,}[ \t]+(?:"([^"]+)"|'([^']+)'|(\S+))[ \t]*$/;
/** Cheap test: a document with none of these needs no normalization. */
const MAYBE = /^[ \t]*(?:\/{3}|!!!|\?\?\?|===|\{\*|-+8<)/m;

/** What a container marker opens. */
export interface BlockSpec {
  /** `admonition` (a callout), `details` (collapsible callout), `tab`, or `div` (other blocks). */
  block: 'admonition' | 'details' | 'tab' | 'div';
  /** Admonition type (`tip`, `note`, …), '' when none. */
  type: string;
  /** details: shown open. */
  open: boolean;
  /** The title as written; null: none given (the type capitalized is shown); '': no title. */
  title: string | null;
}

/** CommonMark + GFM without the site's additions: the structure a document has before MkDocs syntax is read. */
export const plainParser = unified().use(remarkParse).use(remarkGfm);

/**
 * A fenced code block left open at the end of `body` (a body of an indented container, which
 * Python-Markdown parses on its own) is closed there, so it cannot run on into the rest of the page.
 */
function closeOpenFence(body: string): string {
  const tree = plainParser.parse(body) as Root;
  const last = tree.children.at(-1);
  if (last?.type !== 'code' || !last.position) return body;
  const lines = body.split('\n');
  const open = /^[ \t]*(`{3,}|~{3,})/.exec(lines[last.position.start.line - 1] ?? '');
  if (!open) return body; // indented code needs no closing
  const closing = new RegExp(`^[ \\t]{0,3}${open[1]![0] === '`' ? '`' : '~'}{${open[1]!.length},}[ \\t]*$`);
  const end = last.position.end.line - 1;
  return end > last.position.start.line - 1 && closing.test(lines[end] ?? '') ? body : `${body}\n${open[1]}`;
}

/** 0-based line numbers inside code blocks and raw HTML blocks of `source`. */
function opaqueLines(source: string): Set<number> {
  const lines = new Set<number>();
  const tree = plainParser.parse(source) as Root;
  visit(tree, (node, _index, parent) => {
    const block = node.type === 'code' || (node.type === 'html' && parent?.type !== 'paragraph' && parent?.type !== 'heading');
    if (block && node.position) for (let l = node.position.start.line; l <= node.position.end.line; l++) lines.add(l - 1);
  });
  return lines;
}

/** Columns of leading whitespace, tabs to the next multiple of 4 (Python-Markdown's tab_length). */
function indentWidth(line: string): number {
  let w = 0;
  for (const ch of line) {
    if (ch === ' ') w++;
    else if (ch === '\t') w += 4 - (w % 4);
    else break;
  }
  return w;
}

/** Removes `width` columns of leading whitespace. */
function dedent(line: string, width: number): string {
  let w = 0;
  let i = 0;
  while (i < line.length && w < width && (line[i] === ' ' || line[i] === '\t')) {
    w += line[i] === '\t' ? 4 - (w % 4) : 1;
    i++;
  }
  return line.slice(i);
}

const hex = (s: string) => Array.from(new TextEncoder().encode(s), (b) => b.toString(16).padStart(2, '0')).join('');
/** Inverse of the include marker's hex encoding (hex digits are never Markdown syntax). */
export function unhex(h: string): string {
  const bytes = new Uint8Array((h.match(/../g) ?? []).map((b) => parseInt(b, 16)));
  return new TextDecoder().decode(bytes);
}

function openMarker(indent: string, spec: BlockSpec): string {
  const head = `${indent}${MARKER}open:${spec.block}:${spec.type}:${spec.open ? 'open' : ''}`;
  return spec.title === null ? head : `${head} | ${spec.title}`;
}

/** The block a pymdownx.blocks header opens, or null for a name the extension does not register. */
function blockSpec(name: string, title: string | null, options: Record<string, unknown>): BlockSpec | null {
  const n = name.toLowerCase();
  const type = typeof options.type === 'string' ? options.type.toLowerCase() : '';
  if (ADMONITION_TYPES.has(n)) return { block: 'admonition', type: n, open: false, title };
  if (!OTHER_BLOCKS.has(n)) return null;
  if (n === 'admonition') return { block: 'admonition', type, open: false, title };
  if (n === 'details') return { block: 'details', type, open: options.open === true, title };
  if (n === 'tab') return { block: 'tab', type: '', open: false, title };
  return { block: 'div', type: '', open: false, title: n === 'caption' || n === 'figure-caption' ? title : null };
}

/**
 * Rewrites MkDocs container syntax into marker lines surrounded by blank lines, so that after the
 * CommonMark parse each marker is a paragraph of its own (and never a lazy continuation of a list
 * item or paragraph). Bodies of indented syntaxes (`!!!`, `???`, `===`) are dedented and
 * normalized recursively. Unclosed `///` blocks end with the document (with their container when
 * they open inside a list item), as in pymdownx.blocks.
 * @returns the normalized Markdown; `source` itself when it holds none of this syntax
 */
export function normalizeMkdocs(source: string): string {
  if (!MAYBE.test(source)) return source;
  const lines = source.split(/\r\n|\r|\n/);
  const opaque = opaqueLines(source);
  const out: string[] = [];
  const open: number[] = [];
  const emit = (...ls: string[]) => out.push('', ...ls, '');

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (opaque.has(i)) { out.push(line); continue; }
    let m: RegExpExecArray | null;

    if ((m = BLOCK_START.exec(line)) && indentWidth(m[1]!) <= 3) {
      // YAML options: the lines right after the header indented 4 or more (RE_INDENT_YAML_LINE).
      let j = i + 1;
      const optionLines: string[] = [];
      while (j < lines.length && lines[j]!.trim() && indentWidth(lines[j]!) >= 4) optionLines.push(lines[j++]!);
      let options: Record<string, unknown> = {};
      if (optionLines.length) {
        try {
          const parsed = yaml.load(optionLines.map((l) => dedent(l, 4)).join('\n'), { schema: yaml.CORE_SCHEMA });
          // Options that are not a mapping make the header not a block (pymdownx: status False).
          options = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed as Record<string, unknown> : (null as never);
        } catch {
          options = null as never;
        }
      }
      const spec = options ? blockSpec(m[3]!, m[4] ?? null, options) : null;
      if (spec) {
        emit(openMarker('', spec));
        open.push(m[2]!.length);
        i = j - 1;
        continue;
      }
    }

    if ((m = BLOCK_END.exec(line)) && open.includes(m[1]!.length)) {
      // Closes the innermost block of this length, and any block opened inside it and left open.
      for (let len = open.pop(); ; len = open.pop()) {
        emit(`${MARKER}close`);
        if (len === m[1]!.length || open.length === 0) break;
      }
      continue;
    }

    const classic = CLASSIC.exec(line);
    const tabbed = classic ? null : TABBED.exec(line);
    if (classic || tabbed) {
      const indent = (classic ?? tabbed)![1]!;
      const base = indentWidth(indent);
      let end = i + 1;
      let last = i; // last non-blank body line
      while (end < lines.length && (!lines[end]!.trim() || indentWidth(lines[end]!) >= base + 4)) {
        if (lines[end]!.trim()) last = end;
        end++;
      }
      const body = closeOpenFence(lines.slice(i + 1, last + 1).map((l) => dedent(l, base + 4)).join('\n'));
      let spec: BlockSpec;
      if (classic) {
        const type = (classic[3] ?? classic[5] ?? '').trim().split(/[ \t]+/)[0]!.toLowerCase();
        const block = classic[2] === '!!!' ? 'admonition' : 'details';
        spec = { block, type, open: classic[2] === '???+', title: classic[4] ?? null };
        // Python-Markdown: no title given → the type capitalized; a details block needs a summary.
        if (spec.title === null && !type) spec.title = '';
      } else {
        spec = { block: 'tab', type: '', open: false, title: tabbed![2]! };
      }
      const inner = normalizeMkdocs(body).split('\n').map((l) => (l ? indent + l : l));
      emit(openMarker(indent, spec), '', ...inner, '', `${indent}${MARKER}close`);
      i = last;
      continue;
    }

    const include = INCLUDE.exec(line);
    const snippet = include ? null : SNIPPET.exec(line);
    if (include || snippet) {
      const indent = (include ?? snippet)![1]!;
      // FastAPI's include takes options after the path (`hl[3]`, `ln[1:10]`): the path is the first word.
      const file = include ? include[2]!.split(/[ \t]+/)[0]! : (snippet![2] ?? snippet![3] ?? snippet![4])!;
      emit(`${indent}${MARKER}include:${hex(file)}`);
      continue;
    }
    out.push(line);
  }
  // Blocks left open end with their container (lib/markdown closes them): a closing marker written
  // here could land inside a code fence the document leaves open.
  return out.join('\n');
}

const ATTR_TOKEN = /^(?:#[\w:.-]+|\.[\w-]+|[\w-]+=(?:"[^"]*"|'[^']*'|\S+))$/;
/** `{ #id .class key=value }` at the end of a heading (Python-Markdown attr_list). */
const HEADING_ATTRS = /[ \t]*\{:?[ \t]*([^{}\n]*?)[ \t]*\}[ \t]*$/;

/**
 * Splits an attr_list off the end of a heading's text. Only a list made of `#id`, `.class` and
 * `key=value` tokens counts, so text that merely ends in braces ("Dict {str}") stays text.
 * @returns the text without the list and the id it names (null when none)
 */
export function splitHeadingAttrs(text: string): { text: string; id: string | null } | null {
  const m = HEADING_ATTRS.exec(text);
  if (!m) return null;
  const tokens = m[1]!.split(/[ \t]+/).filter(Boolean);
  if (tokens.length === 0 || !tokens.every((t) => ATTR_TOKEN.test(t))) return null;
  const id = tokens.filter((t) => t.startsWith('#')).map((t) => t.slice(1)).at(-1) ?? null;
  return { text: text.slice(0, m.index), id };
}
