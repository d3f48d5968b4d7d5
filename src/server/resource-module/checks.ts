import { AppError } from "@/lib/errors";
import { usableAgentIds } from "@/server/agents/usable-agent-ids";
import type { RequestContext } from "@/server/http/context";
import { existingOrganizations } from "@/server/organizations/existing-organizations";
import { teamsInOrganization } from "@/server/teams/teams-in-organization";
import { usersInOrganization } from "@/server/users/users-in-organization";

export function fieldError(path: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path, message }] });
}

export interface Assignments {
  toOrganizations?: string[];
  toUsers?: string[];
  toTeams?: string[];
  toAgents?: string[];
}

const unique = (ids: string[]) => [...new Set(ids)];

/**
 * Every assignment id must be of the organisation the caller acts in (a master admin may name any
 * organisation, user, team or agent). Answers the de-duplicated lists that were given.
 */
export async function checkAssignments(ctx: RequestContext, input: Assignments): Promise<Assignments> {
  const org = ctx.organizationId;
  const anywhere = ctx.user.isAdminMaster;
  const out: Assignments = {};
  const check = async (
    field: keyof Assignments,
    label: string,
    find: (ids: string[]) => Promise<{ id: string }[]>,
  ) => {
    const given = input[field];
    if (given === undefined) return;
    const ids = unique(given);
    const found = new Set((ids.length ? await find(ids) : []).map((r) => r.id));
    if (ids.some((id) => !found.has(id))) throw fieldError(field, `${label} not found`);
    out[field] = ids;
  };
  const scope = anywhere ? null : org;
  await check("toOrganizations", "Organization", (ids) =>
    existingOrganizations(anywhere ? ids : ids.filter((id) => id === org)),
  );
  await check("toUsers", "User", (ids) => usersInOrganization(ids, scope));
  await check("toTeams", "Team", (ids) => teamsInOrganization(ids, scope));
  await check("toAgents", "Agent", (ids) => usableAgentIds(ids, scope));
  return out;
}

/** Prisma's many-to-many write for a list of ids: `connect` on create, `set` on update. */
export function relationIds(ids: string[] | undefined, mode: "connect" | "set") {
  if (ids === undefined) return undefined;
  return { [mode]: ids.map((id) => ({ id })) };
}
