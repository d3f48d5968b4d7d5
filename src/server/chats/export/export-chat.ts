import { recordAuditBy } from "@/server/audit/record-audit";
import { contentDisposition } from "@/server/http/content-disposition";
import type { RequestContext } from "@/server/http/context";
import { chatMarkdown } from "./chat-markdown";
import { chatPdf } from "./chat-pdf";
import { chatTranscript } from "./chat-transcript";

export type ChatExportFormat = "markdown" | "pdf";

/** "Intervals plan.md": the title as a file name any system accepts. */
function fileName(title: string, format: ChatExportFormat): string {
  const base =
    title
      .replace(/[\\/:*?"<>|]|\p{Cc}/gu, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "chat";
  return `${base}.${format === "pdf" ? "pdf" : "md"}`;
}

/**
 * GET /chats/{id}/export?format=markdown|pdf — the chat for anyone who may read it (its participants, their
 * coaches, admins), as a download in the reader's timezone. Reading it out of the platform is on the audit trail
 * when the reader is not a participant, like a view of hidden information.
 */
export async function exportChat(
  ctx: RequestContext,
  id: string,
  format: ChatExportFormat,
): Promise<Response> {
  const chat = await chatTranscript(ctx, id);
  const body = format === "pdf" ? await chatPdf(chat, ctx.timezone) : chatMarkdown(chat, ctx.timezone);
  if (!chat.participantIds.includes(ctx.user._id)) {
    await recordAuditBy(ctx, "chat-exported", {
      targetUserId: chat.participantIds[0] ?? null,
      target: { type: "chat", id },
      details: { format },
    });
  }
  const type = format === "pdf" ? "application/pdf" : "text/markdown; charset=utf-8";
  return new Response(body as BodyInit, {
    headers: {
      "content-type": type,
      "content-disposition": contentDisposition(null, fileName(chat.title, format)),
      "cache-control": "private, no-store",
    },
  });
}
