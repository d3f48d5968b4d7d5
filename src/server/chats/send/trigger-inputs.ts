/**
 * The §4 trigger inputs of one chat turn, from real counts, with the meaning the instruction preview gives them
 * (src/components/ai-config/instruction-preview.tsx): nSession / nSessionWithAgent are the chat's numbers among the
 * user's chats (all, and with this agent; 1 when unset); nAssistantMessage is how many assistant messages the chat
 * holds before this reply ("assistant messages so far", 0 for the greeting); nUserMessage the user messages,
 * including the one this turn answers (so a greeting-first chat keeps both equal, as the preview assumes).
 * Counted before that message is stored (`pendingUserMessage`), so the count can run while it is being stored.
 */
import type { ChatModeValue } from "@/lib/contracts/chats";
import type { TriggerInputs } from "@/lib/contracts/triggers";
import { db } from "@/server/db";

export async function triggerInputs(
  chat: { id: string; number: number | null; numberWithAgent: number | null; mode: string },
  options: { closing: boolean; pendingUserMessage: boolean },
): Promise<Omit<TriggerInputs, "user">> {
  const counts = await db.message.groupBy({
    by: ["role"],
    where: { chatId: chat.id, role: { in: ["user", "assistant"] } },
    _count: { _all: true },
  });
  const countOf = (role: string) => counts.find((c) => c.role === role)?._count._all ?? 0;
  return {
    nSession: chat.number ?? 1,
    nSessionWithAgent: chat.numberWithAgent ?? chat.number ?? 1,
    nAssistantMessage: countOf("assistant"),
    nUserMessage: countOf("user") + (options.pendingUserMessage ? 1 : 0),
    chatIsClosing: options.closing,
    chatMode: chat.mode as ChatModeValue,
  };
}
