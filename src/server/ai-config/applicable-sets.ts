import type { Db, DbTransaction } from "@/server/db";
import { db } from "@/server/db";

export interface ApplicableSetsArgs {
  organizationId: string;
  user: { _id: string; teams: string[] };
  agentId: string;
}

/**
 * The Prisma where-clause of the instruction sets that apply to a user talking to an agent: active sets of the
 * organisation, assigned to everybody, to the organisation, to one of the user's teams or to the user, and either
 * assigned to no agent at all or to this agent. A set assigned to nobody applies to nobody.
 */
export function applicableSetsWhere({ organizationId, user, agentId }: ApplicableSetsArgs) {
  return {
    active: true,
    organizationId,
    AND: [
      {
        OR: [
          { assignToEverybody: true },
          { toOrganizations: { some: { id: organizationId } } },
          ...(user.teams.length > 0 ? [{ toTeams: { some: { id: { in: user.teams } } } }] : []),
          { toUsers: { some: { id: user._id } } },
        ],
      },
      { OR: [{ toAgents: { none: {} } }, { toAgents: { some: { id: agentId } } }] },
    ],
  };
}

/**
 * The instruction sets of {@link applicableSetsWhere}, each with its active instructions, in a stable order
 * (the prompt assembly orders them itself).
 */
export function applicableInstructionSets(args: ApplicableSetsArgs, client: Db | DbTransaction = db) {
  return client.instructionSet.findMany({
    where: applicableSetsWhere(args),
    include: {
      instructions: {
        where: { active: true },
        orderBy: [{ placement: "asc" }, { order: "asc" }, { name: "asc" }, { id: "asc" }],
      },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
