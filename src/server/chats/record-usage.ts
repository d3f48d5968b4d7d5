/** One ChatUsage row (the §3 usage report store) per model call, with the organisation the call acted in. */
import type { TokenUsage } from "@/server/ai";
import { db } from "@/server/db";

export interface UsageRecord extends TokenUsage {
  model: string;
  chatId: string | null;
  agentId: string | null;
  userId: string | null;
  organizationId: string | null;
  speechDeltaInSeconds?: number | null;
}

export function recordUsage(usage: UsageRecord) {
  return db.chatUsage.create({
    data: {
      inputTokens: usage.inputTokens,
      outputTokens: usage.outputTokens,
      totalTokens: usage.totalTokens,
      model: usage.model,
      speechDeltaInSeconds: usage.speechDeltaInSeconds ?? null,
      chatId: usage.chatId,
      agentId: usage.agentId,
      userId: usage.userId,
      organizationId: usage.organizationId,
    },
  });
}
