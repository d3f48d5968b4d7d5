/**
 * schemaType "chat-usage" → table ChatUsage (the §3 usage report). Anyone may record usage, always as
 * themselves (`userId` is the caller) in the organisation they act in; the chat must be of that organisation and
 * the agent one it may use. Admins see every record of the organisation, everyone else only their own; only
 * admins may correct or delete records. Usage records are not cloned.
 */

import { pick } from "es-toolkit";
import type { ChatUsage } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type {
  ChatUsageDoc,
  CreateChatUsageInput,
  UpdateResourceInput,
} from "@/lib/contracts/resources/schemas";
import { usableAgentIds } from "@/server/agents/usable-agent-ids";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";
import { fieldError } from "@/server/resource-module/checks";
import { isAdmin, type ResourceModule } from "@/server/resource-module/module";
import { declarationsOf, tableAccess } from "@/server/resource-module/table-access";
import { recordUsage } from "@/server/usage/record-usage";

/** The usage report keeps its own field names (chatId, agentId, userId); only organizationId is renamed. */
function usageDocument(row: ChatUsage): Sendable<ChatUsageDoc> {
  return {
    ...documentBase(row),
    ...pick(row, [
      "inputTokens",
      "outputTokens",
      "totalTokens",
      "model",
      "speechDeltaInSeconds",
      "chatId",
      "agentId",
      "userId",
    ]),
    organization: row.organizationId,
    schemaType: "chat-usage",
  };
}

const listSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    model: FIELD.sortedText,
    chatId: FIELD.id,
    agentId: FIELD.id,
    userId: FIELD.id,
    inputTokens: FIELD.sortedNumber,
    outputTokens: FIELD.sortedNumber,
    totalTokens: FIELD.sortedNumber,
    speechDeltaInSeconds: FIELD.sortedNumber,
    ...TIMESTAMP_FIELDS,
  },
};

async function checkReferences(ctx: RequestContext, chatId?: string | null, agentId?: string | null) {
  if (chatId && !(await db.chat.count({ where: { id: chatId, organizationId: ctx.organizationId } })))
    throw fieldError("chatId", "Chat not found");
  if (agentId && (await usableAgentIds([agentId], ctx.organizationId)).length === 0)
    throw fieldError("agentId", "Agent not found");
}

export const chatUsageModule: ResourceModule = {
  ...declarationsOf("chat-usage", listSpec),
  scope: (ctx) =>
    isAdmin(ctx)
      ? { organizationId: ctx.organizationId }
      : { organizationId: ctx.organizationId, userId: ctx.user._id },
  mayWrite: (ctx, action) => action === "create" || isAdmin(ctx),
  ...tableAccess(db.chatUsage, usageDocument),
  async create(ctx: RequestContext, input: CreateChatUsageInput) {
    const { schemaType: _, userId: _ignored, ...fields } = input;
    await checkReferences(ctx, fields.chatId, fields.agentId);
    // The same insert as a chat turn's, so a usage row is written one way only.
    const row = await recordUsage({
      inputTokens: fields.inputTokens,
      outputTokens: fields.outputTokens,
      totalTokens: fields.totalTokens ?? fields.inputTokens + fields.outputTokens,
      model: fields.model,
      speechDeltaInSeconds: fields.speechDeltaInSeconds ?? null,
      chatId: fields.chatId ?? null,
      agentId: fields.agentId ?? null,
      userId: ctx.user._id,
      organizationId: ctx.organizationId,
    });
    return row.id;
  },
  async update(ctx: RequestContext, id: string, input: UpdateResourceInput<"chat-usage">) {
    const { schemaType: _, ...fields } = input;
    await checkReferences(ctx, fields.chatId, fields.agentId);
    await db.chatUsage.update({ where: { id }, data: fields });
  },
};
