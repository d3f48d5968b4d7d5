/**
 * What the model reads of a message's attachments: the text of text files after the user's words ("Attached file
 * <name>:" and its content, capped), and the names of the others (images, PDFs, recordings), so the reply can refer
 * to them. A recording adds nothing: its transcript is the message.
 */
import type { File as FileRow } from "@/generated/prisma/client";

export const ATTACHMENT_TEXT_MAX = 20_000;

export function withAttachments(
  message: string,
  files: Pick<FileRow, "name" | "type" | "content">[],
): string {
  let budget = ATTACHMENT_TEXT_MAX;
  const parts = [message];
  for (const file of files) {
    if (file.type?.startsWith("audio/")) continue;
    if (file.content?.trim() && budget > 0) {
      const text = file.content.slice(0, budget);
      budget -= text.length;
      parts.push(`Attached file ${file.name}:\n${text}${text.length < file.content.length ? "\n[…]" : ""}`);
    } else {
      parts.push(`Attached file ${file.name} (${file.type ?? "unknown type"}).`);
    }
  }
  return parts.filter((p) => p.trim() !== "").join("\n\n");
}
