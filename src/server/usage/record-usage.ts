/**
 * One ChatUsage row (the §3 usage report store) per model call, with the organisation the call acted in. Every
 * chat turn writes one, so it is a prepared statement (src/server/sql.ts says why not Prisma here); it answers
 * the row as Prisma would read it.
 */
import type { ChatUsage } from "@/generated/prisma/client";
import type { TokenUsage } from "@/server/ai";
import { type SqlStatement, sqlRows } from "@/server/sql";

export interface UsageRecord extends TokenUsage {
  model: string;
  chatId: string | null;
  agentId: string | null;
  userId: string | null;
  organizationId: string | null;
  speechDeltaInSeconds?: number | null;
}

// Dates written and read as UTC explicitly, as store-message.ts does.
const INSERT: SqlStatement = {
  name: "record-usage",
  text: `
  with at as (select (now() at time zone 'UTC')::timestamp(3) as at)
  insert into "ChatUsage" (id, "createdAt", "updatedAt", "inputTokens", "outputTokens", "totalTokens", model,
                           "speechDeltaInSeconds", "chatId", "agentId", "userId", "organizationId")
  select object_id(), at.at, at.at, $1, $2, $3, $4, $5, $6, $7, $8, $9 from at
  returning id, "__v" as version, "createdAt" at time zone 'UTC' as "createdAt",
            "updatedAt" at time zone 'UTC' as "updatedAt", "inputTokens", "outputTokens", "totalTokens", model,
            "speechDeltaInSeconds", "chatId", "agentId", "userId", "organizationId"`,
};

export async function recordUsage(usage: UsageRecord): Promise<ChatUsage> {
  const [row] = await sqlRows<ChatUsage>(INSERT, [
    usage.inputTokens,
    usage.outputTokens,
    usage.totalTokens,
    usage.model,
    usage.speechDeltaInSeconds ?? null,
    usage.chatId,
    usage.agentId,
    usage.userId,
    usage.organizationId,
  ]);
  return row as ChatUsage;
}

/** The usage of a model call made about one assessed chat or journal entry (memory, drafts): no agent. */
export function recordItemUsage(
  call: { usage: TokenUsage; model: string },
  item: { kind: "chat" | "journal"; id: string; userId: string; organizationId: string | null },
): Promise<ChatUsage> {
  return recordUsage({
    ...call.usage,
    model: call.model,
    chatId: item.kind === "chat" ? item.id : null,
    agentId: null,
    userId: item.userId,
    organizationId: item.organizationId,
  });
}
