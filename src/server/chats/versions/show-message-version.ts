/**
 * POST /chats/messages/{id}/show: the "‹ 2/3 ›" of an edited message or a regenerated reply. The version named is
 * shown with what followed it when it was set aside, in place of the version shown now (versions.ts); the model,
 * summaries and assessments read the chat as it now shows. Only the person whose open chat it is may switch, and
 * not while a reply is being written (409). Answers the chat's latest messages, down to the version shown.
 */
import { HISTORY_PAGE_SIZE } from "@/lib/contracts/chats/values";
import { AppError, notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { chatHistory } from "../reading/history";
import { findWritableChat } from "../scope";
import { ReplyLock } from "../send/reply-lock";
import { REPLY_RUNNING_MESSAGE } from "../send/send-message";
import { ON_ACTIVE_BRANCH } from "./active-branch";
import { showVersion } from "./versions";

const MAX_PAGE = 200;

export async function showMessageVersion(ctx: RequestContext, id: string) {
  const version = await db.message.findUnique({
    where: { id },
    select: { id: true, chatId: true, versionOf: true, inactiveBranch: true, number: true },
  });
  if (!version) throw notFound("Message");
  const chat = await findWritableChat(ctx, version.chatId).catch(() => {
    throw notFound("Message");
  });
  if (chat.closed) throw new AppError("CHAT_CLOSED");
  const attempt = await ReplyLock.acquire(chat.id, null);
  if (!attempt.taken) throw new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
  try {
    await showVersion(chat.id, version);
  } finally {
    await attempt.lock.release();
  }
  // Enough of the latest messages that the version the person chose is among them.
  const after = await db.message.count({
    where: { chatId: chat.id, ...ON_ACTIVE_BRANCH, number: { gte: version.number ?? 0 } },
  });
  const limit = Math.min(MAX_PAGE, Math.max(HISTORY_PAGE_SIZE, after + 2));
  return chatHistory(ctx, { chatId: chat.id, limit });
}
