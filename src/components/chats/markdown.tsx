"use client";

import MarkdownToJsx, { type MarkdownToJSX } from "markdown-to-jsx";
import * as React from "react";
import { cn } from "@/lib/utils";

// Links from a model's answer leave the app in a new tab, without handing it our window.
function NewTabLink(props: React.ComponentProps<"a">) {
  return <a {...props} target="_blank" rel="noopener noreferrer nofollow" />;
}

const OPTIONS: MarkdownToJSX.Options = {
  // Raw HTML in a message shows as the text it is: never parsed into elements.
  disableParsingRawHTML: true,
  // A one-line message is a paragraph like any other, and the messages' own <div> is the only wrapper.
  forceBlock: true,
  wrapper: React.Fragment,
  // No heading ids: every message's "## Plan" would share one, and the page's ids must be unique.
  slugify: () => undefined as unknown as string,
  overrides: { a: NewTabLink },
};

/**
 * A message's text as GitHub-flavoured markdown (markdown-to-jsx: tables, strikethrough, task lists, bare links).
 * Raw HTML is never rendered and `javascript:` and `data:` links lose their target (its default sanitizer), so a
 * message cannot inject markup. Part of the chat page's own script: its messages come rendered with the page, and
 * hydrating them parses each one again (decisions.md, "markdown-to-jsx for a message's markdown"). Memoised: the
 * chat's other re-renders do not parse unchanged messages again.
 */
export const Markdown = React.memo(function Markdown({
  text,
  className,
}: {
  text: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "grid gap-2 break-words text-sm leading-relaxed",
        "[&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
        "[&_code]:rounded [&_code]:bg-muted/60 [&_code]:px-1 [&_code]:font-mono [&_code]:text-xs",
        "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted/60 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0",
        "[&_h1]:text-lg [&_h1]:font-semibold [&_h2]:text-base [&_h2]:font-semibold [&_h3]:font-semibold",
        "[&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_li]:my-0.5",
        "[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1 [&_th]:text-left",
        "[&_hr]:border-border",
        className,
      )}
    >
      <MarkdownToJsx options={OPTIONS}>{text}</MarkdownToJsx>
    </div>
  );
});
