"use client";

import * as React from "react";
import { unmarked } from "@/lib/plain-text";
import { cn } from "@/lib/utils";
import { preloadable } from "@/lib/when-idle";

// The markdown parser is the biggest part of a chat page's script: it loads while the messages do (see
// preloadMarkdown), and a message that comes before it shows as plain text, without its marks, until then.
const loadBody = preloadable(() => import("./markdown-body"));
const MarkdownBody = React.lazy(() => loadBody().then((m) => ({ default: m.MarkdownBody })));

/** Starts loading the markdown renderer, e.g. while a chat's messages are on the way. */
export function preloadMarkdown(): void {
  loadBody().catch(() => {});
}

/** A message's text as GitHub-flavoured markdown (raw HTML in it is never rendered). */
export function Markdown({ text, className }: { text: string; className?: string }) {
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
      <React.Suspense fallback={<p className="whitespace-pre-wrap">{unmarked(text)}</p>}>
        <MarkdownBody text={text} />
      </React.Suspense>
    </div>
  );
}
