import type { Prisma } from "@/generated/prisma/client";
import type { ChatMode } from "@/generated/prisma/enums";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleAgents } from "./scope";

/** What POST /chats/simulation needs of the agent it tests: its name, model settings and modes. */
export interface SimulatedAgent {
  id: string;
  name: string;
  chatSettings: Prisma.JsonValue;
  allowedModes: ChatMode[];
  defaultMode: ChatMode;
}

/**
 * Agent `id` if the caller may see it (visibleAgents: a coach or admin tests any agent of the organisation, not
 * only those assigned to them), else null: for POST /chats/simulation.
 */
export function visibleAgentForSimulation(ctx: RequestContext, id: string): Promise<SimulatedAgent | null> {
  return db.agent.findFirst({
    where: { id, ...visibleAgents(ctx) },
    select: { id: true, name: true, chatSettings: true, allowedModes: true, defaultMode: true },
  });
}
