/**
 * The reply running in a chat, wherever it runs: on this instance (the generation, with its text in memory) or on
 * another (found through the chat's lease; its text is read from the stored message, which the writer updates
 * while it streams). A lease whose holder died is taken back here, and the reply it left is announced as ended.
 */
import { publishChatEvent } from "@/server/chats/live/chat-events";
import { type Generation, runningGeneration } from "./generation-registry";
import { expireLeases, type LeftReply, readLease } from "./reply-lease";

export interface RunningReply {
  chatId: string;
  messageId: string;
  /** The user message it answers (null for greetings and replies without user input). */
  replyTo: string | null;
  /** Set when this instance writes it. */
  local: Generation | null;
}

/** Tells every stream on the chats that these replies ended (their holder died; the rows say 'interrupted'). */
export function announceLeftReplies(left: LeftReply[]): void {
  for (const reply of left) publishChatEvent(reply.chatId, { type: "done", messageId: reply.id });
}

/** Frees the chat's lease if its holder died (null: every expired lease), closing and announcing what it left. */
export async function takeBackExpiredLeases(chatId: string | null): Promise<number> {
  const left = await expireLeases(chatId);
  announceLeftReplies(left);
  return left.length;
}

export async function findRunningReply(chatId: string): Promise<RunningReply | null> {
  const local = runningGeneration(chatId);
  if (local) return { chatId, messageId: local.messageId, replyTo: local.replyTo, local };
  const lease = await readLease(chatId);
  if (!lease?.owner || !lease.messageId) return null;
  if (!lease.live) {
    await takeBackExpiredLeases(chatId);
    return null;
  }
  return { chatId, messageId: lease.messageId, replyTo: lease.userMessageId, local: null };
}
