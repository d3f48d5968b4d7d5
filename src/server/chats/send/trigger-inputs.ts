/**
 * The §4 trigger inputs of one chat turn, from real counts, with the meaning the instruction preview gives them
 * (src/components/ai-config/instruction-preview.tsx): nSession / nSessionWithAgent are the chat's numbers among the
 * user's chats (all, and with this agent; 1 when unset); nAssistantMessage is how many assistant messages the chat
 * holds before this reply ("assistant messages so far", 0 for the greeting); nUserMessage the user messages,
 * including the one this turn answers (so a greeting-first chat keeps both equal, as the preview assumes).
 * Counted before that message is stored (`pendingUserMessage`: reply-inputs.ts reads the counts before it is).
 */
import type { ChatModeValue } from "@/lib/contracts/chats/schemas";
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";

export function triggerInputs(
  chat: { number: number | null; numberWithAgent: number | null; mode: string },
  counts: { user: number; assistant: number },
  options: { closing: boolean; pendingUserMessage: boolean },
): Omit<TriggerInputs, "user"> {
  return {
    nSession: chat.number ?? 1,
    nSessionWithAgent: chat.numberWithAgent ?? chat.number ?? 1,
    nAssistantMessage: counts.assistant,
    nUserMessage: counts.user + (options.pendingUserMessage ? 1 : 0),
    chatIsClosing: options.closing,
    chatMode: chat.mode as ChatModeValue,
  };
}
