import type { ChatMessage } from "@/lib/contracts/chats/schemas";

/**
 * Puts `message` into the transcript in place of the one with its id, ordered by message number (unnumbered
 * last). Only the history answers the caller's own `feedback`; a message from a stream leaves it out, which means
 * "not read", so the feedback already known is kept rather than lost when the stream repeats a stored reply.
 */
export function mergeMessage(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const known = list.find((m) => m.id === message.id);
  const merged =
    known && message.feedback === undefined && known.feedback !== undefined
      ? { ...message, feedback: known.feedback }
      : message;
  const next = [...list.filter((m) => m.id !== message.id), merged];
  return next.sort((a, b) => (a.number ?? Number.MAX_SAFE_INTEGER) - (b.number ?? Number.MAX_SAFE_INTEGER));
}
