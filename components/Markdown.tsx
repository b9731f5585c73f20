import ReactMarkdown from 'react-markdown';

/**
 * Renders entry Markdown. react-markdown builds React elements from the syntax tree and ignores raw
 * HTML unless a plugin enables it, so entry content cannot inject script.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <div className="prose-entry">
      <ReactMarkdown skipHtml urlTransform={(url) => (/^(https?:|mailto:|\/|#)/i.test(url) ? url : '')}>{children}</ReactMarkdown>
    </div>
  );
}
