/**
 * Reference checks shared by the resource types. A referenced record outside what the caller may use gets the
 * same '{item} not found' as an unknown id, as a VALIDATION_ERROR on the field, so nothing can be probed.
 */
import type { Prisma } from "@/generated/prisma/client";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

export function fieldError(path: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path, message }] });
}

/** Agents an organisation may use: its own, those assigned to it, and those assigned to everybody. */
export function usableAgents(organizationId: string): Prisma.AgentWhereInput {
  return {
    OR: [
      { organizationId },
      { toOrganizations: { some: { id: organizationId } } },
      { assignToEverybody: true },
    ],
  };
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
  const select = { id: true } as const;
  await check("toOrganizations", "Organization", (ids) =>
    db.organization.findMany({
      where: { id: { in: anywhere ? ids : ids.filter((id) => id === org) } },
      select,
    }),
  );
  await check("toUsers", "User", (ids) =>
    db.user.findMany({ where: { id: { in: ids }, ...(anywhere ? {} : { organizationId: org }) }, select }),
  );
  await check("toTeams", "Team", (ids) =>
    db.team.findMany({ where: { id: { in: ids }, ...(anywhere ? {} : { organizationId: org }) }, select }),
  );
  await check("toAgents", "Agent", (ids) =>
    db.agent.findMany({ where: { AND: [{ id: { in: ids } }, anywhere ? {} : usableAgents(org)] }, select }),
  );
  return out;
}

/** Prisma's many-to-many write for a list of ids: `connect` on create, `set` on update. */
export function relationIds(ids: string[] | undefined, mode: "connect" | "set") {
  if (ids === undefined) return undefined;
  return { [mode]: ids.map((id) => ({ id })) };
}
