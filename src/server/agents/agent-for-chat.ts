import type { ChatMode } from "@/generated/prisma/enums";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { usableAgents } from "./scope";

/**
 * Agent `id` with the modes a chat with it may use, if the caller may chat with it (usableAgents), else null: for
 * POST /chats, which starts an agent chat in the agent's default mode unless the caller picks an allowed one.
 */
export function usableAgentForChat(
  ctx: RequestContext,
  id: string,
): Promise<{ id: string; allowedModes: ChatMode[]; defaultMode: ChatMode } | null> {
  return db.agent.findFirst({
    where: { id, ...usableAgents(ctx) },
    select: { id: true, allowedModes: true, defaultMode: true },
  });
}
