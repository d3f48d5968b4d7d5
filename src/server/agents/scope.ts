import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";

/**
 * Which agents a caller may see and manage, as a Prisma where-clause: the agents of the organisation the call
 * acts in (a master admin reaches any organisation's agents by choosing it with the organisation header).
 * Another organisation's agent is "Agent not found" for reads and writes alike; coaches and admins manage
 * every agent of their organisation (the permission table keeps athletes to reads).
 */
export function visibleAgents(ctx: RequestContext): Prisma.AgentWhereInput {
  return { organizationId: ctx.organizationId };
}

/**
 * The agents a caller may chat with (GET /agents/my-agents): active ones that are assigned to everybody in the
 * organisation the call acts in, or assigned to that organisation (agents of a master organisation may be
 * shared this way), to one of the caller's teams, or to the caller.
 */
export function usableAgents(ctx: RequestContext): Prisma.AgentWhereInput {
  return {
    active: true,
    OR: [
      { organizationId: ctx.organizationId, assignToEverybody: true },
      { toOrganizations: { some: { id: ctx.organizationId } } },
      ...(ctx.user.teams.length > 0 ? [{ toTeams: { some: { id: { in: ctx.user.teams } } } }] : []),
      { toUsers: { some: { id: ctx.user._id } } },
    ],
  };
}

/** Only a master admin may share an agent with organisations other than the one it belongs to. */
export function mayAssignAnyOrganization(ctx: RequestContext): boolean {
  return ctx.user.isAdminMaster;
}
