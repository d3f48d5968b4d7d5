/**
 * Extra POST /chats/voice-transcripts: a realtime (speech-to-speech) session runs between the browser and the
 * provider, so its transcripts come back from the browser and are stored as the chat's messages — the user's as
 * the caller, the assistant's as the chat's agent — and published like any message. Each item's idFromClient (the
 * realtime item id) makes a retried post store nothing twice.
 */
import type { Sendable } from "@/lib/api/define";
import type { ChatMessage } from "@/lib/contracts/chats/schemas";
import type { VoiceTranscriptsInput } from "@/lib/contracts/voice/schemas";
import { AppError } from "@/lib/errors";
import { safeReplyText } from "@/lib/safe-reply";
import { firstAgentOfChat } from "@/server/agents/chat-agent";
import { publishChatEvent } from "@/server/chats/live/chat-events";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { isUniqueViolation } from "@/server/unique-violation";
import { messageInclude } from "../reading/message-document";
import { findWritableChat } from "../scope";
import { safeTurnDetails } from "../send/safe-request";
import { openTurnCase, screenAthleteText } from "../send/screen-turn";
import { storeMessage } from "../send/store-message";
import { messageFor, participantViewer } from "../send/viewer";

const REALTIME_DETAILS = { source: "speech-to-speech" };

/**
 * The duty of care in a voice conversation: an athlete's transcript is screened like a typed message; on a concern
 * a case opens, the leads are told, and the safe reply with the support card is added to the chat (the page shows
 * it, and ends the voice session).
 */
async function careForTranscript(
  ctx: RequestContext,
  chat: { id: string; organizationId: string | null },
  said: {
    id: string;
    content: string;
    createdAt: Date;
    history: { role: "user" | "assistant"; content: string }[];
  },
  agentId: string | undefined,
) {
  const source = "speech-to-speech" as const;
  const safe = await screenAthleteText(ctx, {
    text: said.content,
    model: null,
    source,
    organizationId: chat.organizationId,
  });
  if (!safe) return null;
  await openTurnCase(ctx, { chat, history: said.history }, safe, {
    id: said.id,
    content: said.content,
    at: said.createdAt,
  });
  const reply = await storeMessage(chat.id, {
    role: "assistant",
    content: safeReplyText(safe.language),
    agentId: agentId ?? null,
    replyToMessageId: said.id,
    details: {
      ...REALTIME_DETAILS,
      status: "done",
      purpose: "safe-response",
      safeguarding: safeTurnDetails(safe),
    },
  });
  publishChatEvent(chat.id, { type: "message", messageId: reply.id, message: reply });
  return reply;
}

export async function storeVoiceTranscripts(
  ctx: RequestContext,
  input: VoiceTranscriptsInput,
): Promise<{ messages: Sendable<ChatMessage>[] }> {
  const chat = await findWritableChat(ctx, input.chatId);
  if (chat.closed) throw new AppError("CHAT_CLOSED");
  const agent = await firstAgentOfChat(chat.id);
  const viewer = participantViewer(ctx);
  const messages: Sendable<ChatMessage>[] = [];
  const said: { role: "user" | "assistant"; content: string }[] = [];
  // One at a time, in order: message numbers follow the conversation.
  for (const item of input.items) {
    said.push({ role: item.role === "user" ? "user" : "assistant", content: item.message });
    const known = await db.message.findUnique({
      where: { chatId_idFromClient: { chatId: chat.id, idFromClient: item.idFromClient } },
      include: messageInclude,
    });
    if (known) {
      messages.push(messageFor(known, viewer));
      continue;
    }
    try {
      const stored = await storeMessage(chat.id, {
        role: item.role,
        content: item.message,
        userId: item.role === "user" ? ctx.user._id : null,
        agentId: item.role === "assistant" ? (agent?.id ?? null) : null,
        idFromClient: item.idFromClient,
        details: REALTIME_DETAILS,
      });
      publishChatEvent(chat.id, { type: "message", messageId: stored.id, message: stored });
      messages.push(messageFor(stored, viewer));
      if (item.role === "user") {
        const safe = await careForTranscript(ctx, chat, { ...stored, history: said.slice(0, -1) }, agent?.id);
        if (safe) messages.push(messageFor(safe, viewer));
      }
    } catch (error) {
      // A concurrent post of the same item won the race: answer its message.
      if (!isUniqueViolation(error)) throw error;
      const first = await db.message.findUniqueOrThrow({
        where: { chatId_idFromClient: { chatId: chat.id, idFromClient: item.idFromClient } },
        include: messageInclude,
      });
      messages.push(messageFor(first, viewer));
    }
  }
  return { messages };
}
