/**
 * Whose data an oracle load may hold (docs/decisions.md, "Oracle data"). The caller's rights, not the dashboard's team
 * header, decide what a request may name; the header only narrows a coach's default scope:
 * - athlete: themselves;
 * - coach: themselves, the members of their teams who are not invisibleToOthers (as in visibleUsers), their teams;
 * - admin: everyone and every team of the organisation the call acts in, and that organisation;
 * - master admin: any organisation, team or user.
 * Requested ids outside that are dropped and only counted. When nothing requested is left, the caller's default
 * scope loads instead: an athlete themselves, a coach their team (the chosen one, else all of theirs), an admin the
 * organisation the call acts in. Teams and organisations bring their members, at most ORACLE_USER_CAP users.
 */
import type { Prisma } from "@/generated/prisma/client";
import type { OracleProps } from "@/lib/contracts/chats/schemas";
import type { RequestContext } from "@/server/http/context";
import { oracleAllowedOrganizations } from "@/server/organizations/oracle-organizations";
import { oracleAllowedTeams } from "@/server/teams/oracle-teams";
import { oracleAllowedUsers, oracleUserPage } from "@/server/users/oracle-users";
import { visibleUsers } from "@/server/users/scope";

/** Users loaded in one go: beyond this the data would be too long for a model to use well. */
export const ORACLE_USER_CAP = 50;

export interface OracleTargets {
  organizationIds: string[];
  teamIds: string[];
  /** Ordered by name, then id; at most ORACLE_USER_CAP. */
  userIds: string[];
  /** Users in scope but past the cap. */
  omittedUsers: number;
  dropped: { users: number; teams: number; organizations: number };
}

const isAdmin = (ctx: RequestContext) => ctx.user.role === "admin" || ctx.user.isAdminMaster;

function usersAllowed(ctx: RequestContext): Prisma.UserWhereInput {
  if (ctx.user.isAdminMaster) return {};
  return visibleUsers({ ...ctx, teamId: null });
}

/** Members of a team the caller may see, matching visibleMembers in src/server/teams/scope.ts. */
function teamsAllowed(ctx: RequestContext): Prisma.TeamWhereInput | null {
  if (ctx.user.isAdminMaster) return {};
  if (isAdmin(ctx)) return { organizationId: ctx.organizationId };
  if (ctx.user.role === "coach")
    return { organizationId: ctx.organizationId, users: { some: { id: ctx.user._id } } };
  return null;
}

function organizationsAllowed(ctx: RequestContext): Prisma.OrganizationWhereInput | null {
  if (ctx.user.isAdminMaster) return {};
  if (isAdmin(ctx)) return { id: ctx.organizationId };
  return null;
}

/** The requested ids that `scope` allows, in the order requested; `find` reads them from the model's domain. */
async function allowedIds<Where>(
  requested: string[],
  scope: Where | null,
  find: (ids: string[], scope: Where) => Promise<{ id: string }[]>,
): Promise<string[]> {
  if (requested.length === 0 || scope === null) return [];
  const rows = await find(requested, scope);
  const found = new Set(rows.map((r) => r.id));
  return requested.filter((id) => found.has(id));
}

function defaultTargets(ctx: RequestContext): Pick<OracleTargets, "organizationIds" | "teamIds"> & {
  users: string[];
} {
  if (isAdmin(ctx)) return { organizationIds: [ctx.organizationId], teamIds: [], users: [] };
  if (ctx.user.role === "coach" && ctx.user.teams.length > 0) {
    const chosen = ctx.teamId && ctx.user.teams.includes(ctx.teamId) ? [ctx.teamId] : ctx.user.teams;
    return { organizationIds: [], teamIds: [...chosen], users: [] };
  }
  return { organizationIds: [], teamIds: [], users: [ctx.user._id] };
}

export async function resolveOracleTargets(ctx: RequestContext, props: OracleProps): Promise<OracleTargets> {
  const [users, teams, organizations] = await Promise.all([
    allowedIds(props.users, usersAllowed(ctx), oracleAllowedUsers),
    allowedIds(props.teams, teamsAllowed(ctx), oracleAllowedTeams),
    allowedIds(props.organizations, organizationsAllowed(ctx), oracleAllowedOrganizations),
  ]);
  const dropped = {
    users: props.users.length - users.length,
    teams: props.teams.length - teams.length,
    organizations: props.organizations.length - organizations.length,
  };
  const nothingLeft = users.length + teams.length + organizations.length === 0;
  const chosen = nothingLeft
    ? defaultTargets(ctx)
    : { organizationIds: organizations, teamIds: teams, users };

  const members: Prisma.UserWhereInput[] = [];
  if (chosen.users.length > 0) members.push({ id: { in: chosen.users } });
  if (chosen.teamIds.length > 0) members.push({ teams: { some: { id: { in: chosen.teamIds } } } });
  if (chosen.organizationIds.length > 0) members.push({ organizationId: { in: chosen.organizationIds } });
  const where = { AND: [usersAllowed(ctx), { OR: members }] };
  const { ids, total } = await oracleUserPage(where, ORACLE_USER_CAP);
  return {
    organizationIds: chosen.organizationIds,
    teamIds: chosen.teamIds,
    userIds: ids,
    omittedUsers: total - ids.length,
    dropped,
  };
}
