import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Agents an organisation may use: its own, those assigned to it, and those assigned to everybody. */
export function agentsUsableBy(organizationId: string): Prisma.AgentWhereInput {
  return {
    OR: [
      { organizationId },
      { toOrganizations: { some: { id: organizationId } } },
      { assignToEverybody: true },
    ],
  };
}

/** Of `ids`, the agents `organizationId` may use (any agent when null). */
export function usableAgentIds(ids: string[], organizationId: string | null): Promise<{ id: string }[]> {
  return db.agent.findMany({
    where: { AND: [{ id: { in: ids } }, organizationId === null ? {} : agentsUsableBy(organizationId)] },
    select: { id: true },
  });
}
