import ReactMarkdown from 'react-markdown';
import { remarkSiteMarkdown, safeMarkdownUrl, type SiteMarkdownOptions } from '@/lib/markdown';

/**
 * Renders entry Markdown as the site reads it (lib/markdown: GFM tables, task lists and footnotes,
 * MkDocs callouts and heading ids, rewritten links — the same parse the passages come from, so a
 * heading's id is its passages' anchor). react-markdown builds React elements from the syntax tree
 * and ignores raw HTML (`skipHtml`, no rehype-raw), so entry content cannot inject script; URLs
 * are read by the WHATWG URL parser (lib/markdown `safeMarkdownUrl`): absolute http(s)/mailto
 * URLs and references that stay on the site are kept, anything else — `javascript:`, a
 * protocol-relative `//host` — is emptied.
 * Code is always left-to-right, also inside a right-to-left page (`dir="ltr"` isolates it).
 */
export function Markdown({ children, options }: { children: string; options?: SiteMarkdownOptions }) {
  return (
    <div className="prose-entry">
      <ReactMarkdown
        skipHtml
        remarkPlugins={[[remarkSiteMarkdown, options ?? {}]]}
        // Footnote ids share the heading ids' prefix on list pages (two entries' "fn-1" would clash).
        remarkRehypeOptions={options?.idPrefix ? { clobberPrefix: `${options.idPrefix}user-content-` } : undefined}
        urlTransform={safeMarkdownUrl}
        components={{
          // A refused image URL becomes no image at all (an empty src would refetch the page).
          img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} /> : null),
          pre: ({ node: _node, ...props }) => <pre dir="ltr" {...props} />,
          code: ({ node: _node, ...props }) => <code dir="ltr" {...props} />,
        }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
