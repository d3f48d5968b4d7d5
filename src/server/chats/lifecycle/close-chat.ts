/**
 * POST /chats/close/{id}, and the close after a forceClose reply. Closing is idempotent: a closed chat answers
 * unchanged. A running reply is stopped first (its text so far is kept). The chat is marked closed with one
 * conditional update, so two concurrent closes summarise once; then, when it has messages, it is summarised:
 * summary, keywords, summarizedAt, durationInMinutes (first to last message) and the title unless the user
 * changed it ({summarize: false} skips the summary). A failed summary leaves the chat closed without one (logged). Publishes `chat`.
 */

import { notFound } from "@/lib/errors";
import { publishChatEvent } from "@/server/chats/live/chat-events";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { readChatRow } from "../reading/chat-row";
import { findWritableChat } from "../scope";
import { stopRunningReply } from "../send/stop-anywhere";
import { chatFor, viewerOf } from "../send/viewer";
import { summarizeInto } from "./summarize-into";

export async function closeChat(ctx: RequestContext, id: string, options: { summarize: boolean }) {
  const chat = await findWritableChat(ctx, id);
  const viewer = await viewerOf(ctx, chat.id);
  if (!chat.closed) {
    await stopRunningReply(chat.id);
    await closeChatRow(ctx, chat.id, options);
  }
  const row = await readChatRow(chat.id);
  if (!row) throw notFound("Chat");
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
    if (options.summarize) {
      await summarizeInto(chatId, {
        userId: ctx.user._id,
        organizationId: ctx.organizationId,
        title: "unless-changed",
      });
    }
  } catch (error) {
    log.error("chat summary failed", { chatId, ...describeError(error) });
  }
  const row = await readChatRow(chatId);
  if (row) publishChatEvent(chatId, { type: "chat", chat: row });
  return true;
}
