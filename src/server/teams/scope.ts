import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";

/** Admins (and master admins) manage every team of the organisation they act in. */
export function managesAllTeams(ctx: RequestContext): boolean {
  return ctx.user.role === "admin" || ctx.user.isAdminMaster;
}

/**
 * Which teams a caller may see, as a Prisma where-clause: always inside the context organisation (a master
 * admin picks it with the organisation header); admins see all of its teams, coaches and athletes only the
 * teams they belong to. The team header does not narrow the list: it is the list one picks a team from.
 */
export function visibleTeams(ctx: RequestContext): Prisma.TeamWhereInput {
  const inOrganization = { organizationId: ctx.organizationId };
  if (managesAllTeams(ctx)) return inOrganization;
  return { ...inOrganization, users: { some: { id: ctx.user._id } } };
}

/**
 * Which members of a team a caller may see, matching who may see which users (docs/decisions.md, "Who sees which users"):
 * admins everyone, coaches themselves and members who are not `invisibleToOthers`, athletes only themselves.
 */
export function visibleMembers(ctx: RequestContext): Prisma.UserWhereInput {
  if (managesAllTeams(ctx)) return {};
  if (ctx.user.role === "coach") return { OR: [{ id: ctx.user._id }, { invisibleToOthers: false }] };
  return { id: ctx.user._id };
}
