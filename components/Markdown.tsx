import ReactMarkdown from 'react-markdown';

/**
 * Renders entry Markdown. react-markdown builds React elements from the syntax tree and ignores raw
 * HTML unless a plugin enables it, so entry content cannot inject script.
 */
const SAFE_URL = /^(https?:|mailto:|\/|#)/i;

export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-entry">
      <ReactMarkdown
        skipHtml
        urlTransform={(url) => (SAFE_URL.test(url) ? url : '')}
        // A refused image URL becomes no image at all (an empty src would refetch the page).
        components={{ img: ({ src, alt }) => (typeof src === 'string' && src ? <img src={src} alt={alt ?? ''} /> : null) }}
      >
        {children}
      </ReactMarkdown>
    </div>
  );
}
