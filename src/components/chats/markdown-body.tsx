"use client";

import ReactMarkdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";

// Links from a model's answer leave the app in a new tab, without handing it our window.
const components: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * The markdown itself (react-markdown, remark-gfm), loaded apart from the page: see Markdown. Raw HTML in the
 * text is never rendered (react-markdown leaves it out unless rehype-raw is added), so a message cannot inject
 * markup.
 */
export function MarkdownBody({ text }: { text: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} components={components} skipHtml>
      {text}
    </ReactMarkdown>
  );
}
