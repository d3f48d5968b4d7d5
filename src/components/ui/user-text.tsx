import type * as React from "react";
import { withoutBidiFormatting } from "@/lib/bidi";

/**
 * A name or title that someone typed (an agent, a chat, a person), shown inside running text or a row. <bdi>
 * keeps its direction from reordering what stands around it, and dropping the explicit bidi controls keeps its
 * own letters in the order they were typed.
 */
export function UserText({
  text,
  ...props
}: { text: string } & Omit<React.ComponentProps<"bdi">, "children">) {
  return <bdi {...props}>{withoutBidiFormatting(text)}</bdi>;
}
