/**
 * POST /chats/handle-usage {usage}: a usage report from the client (realtime voice runs in the browser). The chat
 * must be one the caller writes to; userId, when given, the caller; agentId, when given, one of the chat's
 * agents (default: the chat's agent). Answers the stored record.
 */

import { pick } from "es-toolkit";
import type { UsageReport } from "@/lib/contracts/chats/schemas";
import { AppError, notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { documentBase } from "@/server/http/document";
import { recordUsage } from "@/server/usage/record-usage";
import { writableChats } from "../scope";

export async function handleUsage(ctx: RequestContext, usage: UsageReport) {
  const chat = await db.chat.findFirst({
    where: { id: usage.chatId, ...writableChats(ctx) },
    select: { id: true, organizationId: true, agents: { select: { id: true } } },
  });
  if (!chat) throw notFound("Chat");
  if (usage.userId && usage.userId !== ctx.user._id) throw new AppError("FORBIDDEN");
  const agentIds = chat.agents.map((a) => a.id);
  if (usage.agentId && !agentIds.includes(usage.agentId)) throw notFound("Agent");
  const row = await recordUsage({
    inputTokens: usage.inputTokens,
    outputTokens: usage.outputTokens,
    totalTokens: usage.totalTokens,
    model: usage.model,
    speechDeltaInSeconds: usage.speechDeltaInSeconds ?? null,
    chatId: chat.id,
    agentId: usage.agentId ?? agentIds[0] ?? null,
    userId: ctx.user._id,
    organizationId: chat.organizationId ?? ctx.organizationId,
  });
  return {
    ...documentBase(row),
    ...pick(row, ["inputTokens", "outputTokens", "totalTokens", "model", "speechDeltaInSeconds"]),
    chat: row.chatId,
    agent: row.agentId,
    user: row.userId,
    organization: row.organizationId,
  };
}
