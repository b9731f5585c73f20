/**
 * Which link and image URLs entry Markdown may keep, decided by the WHATWG URL parser rather than a
 * prefix test: a prefix rule (`^(https?:|mailto:|/|#)`) let `//evil.example/x` through as a "site
 * path", though a browser resolves it to another host (apostrophecms/sanitize-html#171, issue 23).
 */

/** A stand-in origin for resolving relative references; only "same origin or not" is read from it. */
const SITE_BASE = 'https://site.invalid/';
const SITE_ORIGIN = new URL(SITE_BASE).origin;
/** Schemes an absolute URL may carry: web pages and mail. */
const ALLOWED_SCHEMES = new Set(['http:', 'https:', 'mailto:']);

/**
 * The URL as written when a reader may follow it, else `''` (react-markdown's `urlTransform`
 * contract: an empty URL is dropped).
 *
 * - An absolute URL (one the WHATWG parser reads without a base) is kept when its scheme is
 *   http, https or mailto — an author may link to another site by writing its scheme.
 * - A relative reference (a fragment, a path, `?query`) is resolved against the site's origin and
 *   kept only when it stays there. A protocol-relative `//host/x`, or `/\host/x` (which the parser,
 *   like browsers, reads as `//host/x`), leaves the site and is dropped: an author who means
 *   another site writes its scheme.
 *
 * @param url the URL as it stands in the Markdown (after its own entity decoding)
 * @returns `url` unchanged, or `''`
 */
export function safeMarkdownUrl(url: string): string {
  if (URL.canParse(url)) {
    return ALLOWED_SCHEMES.has(new URL(url).protocol) ? url : '';
  }
  let resolved: URL;
  try { resolved = new URL(url, SITE_BASE); } catch { return ''; }
  return resolved.origin === SITE_ORIGIN ? url : '';
}

/**
 * The link, image and reference-definition URLs of `markdown` that the site drops
 * ({@link safeMarkdownUrl}), in document order: the editor names them, so a `javascript:` link
 * does not vanish from the preview without a word (issue 23).
 * @param parse the site's Markdown parse (lib/markdown `parseMarkdown`), passed in to keep this module free of imports
 */
export function droppedUrls(markdown: string, parse: (md: string) => { children?: unknown[] }): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    const n = node as { type?: string; url?: string; children?: unknown[] };
    if ((n.type === 'link' || n.type === 'image' || n.type === 'definition') && typeof n.url === 'string' && safeMarkdownUrl(n.url) === '') out.push(n.url);
    for (const c of n.children ?? []) walk(c);
  };
  walk(parse(markdown));
  return out;
}
