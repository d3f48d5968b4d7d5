/**
 * POST /chats/close/{id}, and the close after a forceClose reply. Closing is idempotent: a closed chat answers
 * unchanged. A running reply is stopped first (its text so far is kept). The chat is marked closed with one
 * conditional update, so two concurrent closes summarise once; then, when it has messages, it is summarised:
 * summary, keywords, summarizedAt, durationInMinutes (first to last message) and the title unless the user
 * changed it ({summarize: false} skips the summary). A failed summary leaves the chat closed without one (logged). Publishes `chat`.
 */
import { resolveCompletionParams } from "@/server/ai/completion-params";
import { db } from "@/server/db";
import { publishChatEvent } from "@/server/events/chat-events";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { findWritableChat } from "./access";
import { chatInclude } from "./chat-document";
import { recordUsage } from "./record-usage";
import { stopRunningReply } from "./send/stop-anywhere";
import { chatFor, viewerOf } from "./send/viewer";
import { summarizeChat } from "./summarize-chat";

export async function closeChat(ctx: RequestContext, id: string, options: { summarize: boolean }) {
  const chat = await findWritableChat(ctx, id);
  const viewer = await viewerOf(ctx, chat.id);
  if (!chat.closed) {
    await stopRunningReply(chat.id);
    await closeChatRow(ctx, chat.id, options);
  }
  const row = await db.chat.findUniqueOrThrow({ where: { id: chat.id }, include: chatInclude });
  return chatFor(row, viewer);
}

/** Closes and summarises; answers false when the chat was already closed. */
export async function closeChatRow(
  ctx: RequestContext,
  chatId: string,
  options: { summarize: boolean } = { summarize: true },
): Promise<boolean> {
  const { count } = await db.chat.updateMany({
    where: { id: chatId, closed: false },
    data: { closed: true },
  });
  if (count === 0) return false;
  try {
    if (options.summarize) await summarizeInto(ctx, chatId);
  } catch (error) {
    log.error("chat summary failed", { chatId, ...describeError(error) });
  }
  const row = await db.chat.findUniqueOrThrow({ where: { id: chatId }, include: chatInclude });
  publishChatEvent(chatId, { type: "chat", chat: row });
  return true;
}

async function summarizeInto(ctx: RequestContext, chatId: string): Promise<void> {
  const chat = await db.chat.findUniqueOrThrow({
    where: { id: chatId },
    include: { agents: { select: { id: true, chatSettings: true } }, organization: true },
  });
  const messages = await db.message.findMany({
    where: { chatId, role: { in: ["user", "assistant"] } },
    orderBy: [{ number: "asc" }, { createdAt: "asc" }],
    select: { role: true, content: true, createdAt: true },
  });
  if (messages.length === 0) return;
  const agent = chat.agents[0] ?? null;
  const params = resolveCompletionParams({
    chat,
    agent: agent?.chatSettings,
    organization: chat.organization?.chatConfig,
  });
  const transcript = messages
    .filter((m) => m.content.trim() !== "")
    .map((m) => ({ role: m.role as "user" | "assistant", content: m.content }));
  const result = await summarizeChat(transcript, params);
  const first = messages[0].createdAt.getTime();
  const last = messages[messages.length - 1].createdAt.getTime();
  await db.chat.update({
    where: { id: chatId },
    data: {
      summary: result.summary.summary,
      keywords: result.summary.keywords,
      summarizedAt: new Date(),
      durationInMinutes: Math.round(((last - first) / 60_000) * 100) / 100,
      ...(chat.hasChangedTitle || !result.summary.title ? {} : { title: result.summary.title }),
    },
  });
  await recordUsage({
    ...result.usage,
    model: result.model,
    chatId,
    agentId: agent?.id ?? null,
    userId: ctx.user._id,
    organizationId: chat.organizationId ?? ctx.organizationId,
  });
}
