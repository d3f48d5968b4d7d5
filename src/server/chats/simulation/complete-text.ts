/**
 * One simulation completion, read to the end: the whole text, its usage, and a usage report (chatId null — the
 * simulation stores no chat). A failed model call ends the simulation with what the send pipeline would show.
 */
import { type CompletionRequest, getProvider, type TokenUsage } from "@/server/ai";
import { appErrorOfProvider } from "@/server/chats/send/provider-error";
import { recordUsage } from "@/server/usage/record-usage";

export interface CompletedText {
  text: string;
  usage: TokenUsage;
  model: string;
}

export interface UsageOwner {
  agentId: string;
  userId: string;
  organizationId: string;
}

export async function completeText(request: CompletionRequest, owner: UsageOwner): Promise<CompletedText> {
  let text = "";
  let usage: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
  let model = request.model;
  try {
    for await (const chunk of getProvider().streamCompletion(request)) {
      if (chunk.type === "delta") text += chunk.text;
      else {
        usage = chunk.usage;
        model = chunk.model;
      }
    }
  } catch (error) {
    throw appErrorOfProvider(error);
  }
  await recordUsage({ ...usage, model, chatId: null, ...owner });
  return { text: text.trim(), usage, model };
}

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    inputTokens: a.inputTokens + b.inputTokens,
    outputTokens: a.outputTokens + b.outputTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

export const NO_USAGE: TokenUsage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
