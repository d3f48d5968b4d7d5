/**
 * The answer to a send whose user message is already stored (a retried or concurrent duplicate idFromClient):
 * that message, then its reply: re-attached while it runs, else `done` with the stored reply. In chats between
 * people, `done` carries the message itself, as the first send answered.
 */

import { db } from "@/server/db";
import type { Row } from "@/server/events/chat-events";
import type { StreamWriter } from "@/server/http/sse";
import { runningGeneration, slotOf } from "./generation-registry";
import { followReply, sendStoredDone } from "./reply-stream";
import { messageFor, type Viewer } from "./viewer";

export function replayWriter(userMessage: Row, isAgentChat: boolean, viewer: Viewer): StreamWriter {
  const chatId = userMessage.chatId as string;
  const messageId = userMessage.id as string;
  return async (sink) => {
    sink.send("message", messageFor(userMessage, viewer));
    if (!isAgentChat) return sendStoredDone(sink, chatId, messageId, viewer);
    // A concurrent duplicate may get here while the first send is still building the prompt.
    const slot = slotOf(chatId);
    if (slot) await slot.started;
    const running = runningGeneration(chatId);
    if (running && running.replyTo === messageId) return followReply(sink, running, viewer);
    const reply = await db.message.findFirst({
      where: { chatId, replyToMessageId: messageId, role: "assistant" },
      orderBy: { number: "desc" },
      select: { id: true },
    });
    return sendStoredDone(sink, chatId, reply?.id ?? null, viewer);
  };
}
