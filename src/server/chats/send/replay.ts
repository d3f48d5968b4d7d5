/**
 * The answer to a send whose user message is already stored (a retried or concurrent duplicate idFromClient):
 * that message, then its reply: re-attached while it runs (on any instance), else `done` with the stored reply. In chats between
 * people, `done` carries the message itself, as the first send answered.
 */

import { db } from "@/server/db";
import type { StreamWriter } from "@/server/http/sse";
import type { MessageRow } from "../reading/message-document";
import { slotOf } from "./generation-registry";
import { readLease } from "./reply-lease";
import { followReply, sendStoredDone } from "./reply-stream";
import { findRunningReply } from "./running-reply";
import { messageFor, type Viewer } from "./viewer";

/** How long a duplicate waits for the first send's reply to be stored by another instance. */
const REPLY_WAIT_MS = 3_000;

/** The reply to a user message: waits a little while the chat's lease says a reply is being prepared. */
async function storedReply(chatId: string, userMessageId: string) {
  for (const since = Date.now(); ; ) {
    const reply = await db.message.findFirst({
      where: { chatId, replyToMessageId: userMessageId, role: "assistant" },
      orderBy: { number: "desc" },
      select: { id: true, details: true },
    });
    if (reply) {
      const status = (reply.details as { status?: string } | null)?.status;
      return { id: reply.id, streaming: status === "streaming" };
    }
    const lease = await readLease(chatId);
    if (!lease?.live || Date.now() - since > REPLY_WAIT_MS) return null;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function replayWriter(userMessage: MessageRow, isAgentChat: boolean, viewer: Viewer): StreamWriter {
  const chatId = userMessage.chatId as string;
  const messageId = userMessage.id as string;
  return async (sink) => {
    sink.send("message", messageFor(userMessage, viewer));
    if (!isAgentChat) return sendStoredDone(sink, chatId, messageId, viewer);
    // A concurrent duplicate may get here while the first send is still building the prompt.
    const slot = slotOf(chatId);
    if (slot) await slot.started;
    const running = await findRunningReply(chatId);
    if (running && running.replyTo === messageId) return followReply(sink, running, viewer);
    const reply = await storedReply(chatId, messageId);
    // Written by another instance that has not named it in the lease yet: follow the stored row.
    if (reply?.streaming)
      return followReply(sink, { chatId, messageId: reply.id, replyTo: messageId, local: null }, viewer);
    return sendStoredDone(sink, chatId, reply?.id ?? null, viewer);
  };
}
