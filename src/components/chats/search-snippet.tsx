import * as React from "react";
import { withoutBidiFormatting } from "@/lib/bidi";
import type { SnippetPart } from "@/lib/contracts/chats/schemas";
import { cn } from "@/lib/utils";

/**
 * Where a search found a chat: the words around the match, the matched ones in <mark>. The parts are plain text
 * from the server (never markup), rendered as text; <bdi> keeps a right-to-left message from reordering the row.
 */
export function SearchSnippet({ parts, className }: { parts: readonly SnippetPart[]; className?: string }) {
  return (
    <bdi data-testid="search-snippet" className={cn("block text-xs text-muted-foreground", className)}>
      {parts.map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one snippet, never reordered.
          <mark key={i} className="rounded-sm bg-primary/35 text-inherit">
            {withoutBidiFormatting(part.text)}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above.
          <React.Fragment key={i}>{withoutBidiFormatting(part.text)}</React.Fragment>
        ),
      )}
    </bdi>
  );
}
