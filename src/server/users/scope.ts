import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";

/**
 * Which users a caller may see, as a Prisma where-clause: always inside the context organisation (and team,
 * when one is chosen). Admins see everyone there; a coach sees themselves and the visible members of their
 * teams; an athlete sees only themselves, since viewing other users is for roles other than user (§6).
 */
export function visibleUsers(ctx: RequestContext): Prisma.UserWhereInput {
  const { user } = ctx;
  const inContext = {
    organizationId: ctx.organizationId,
    ...(ctx.teamId ? { teams: { some: { id: ctx.teamId } } } : {}),
  };
  if (user.role === "admin" || user.isAdminMaster) return inContext;
  if (user.role === "coach") {
    return {
      ...inContext,
      OR: [{ id: user._id }, { invisibleToOthers: false, teams: { some: { id: { in: user.teams } } } }],
    };
  }
  return { ...inContext, id: user._id };
}

/** One user by id, but only if the caller may see them: anyone else is indistinguishable from a missing id. */
export function visibleUser(ctx: RequestContext, id: string): Prisma.UserWhereInput {
  return { AND: [visibleUsers(ctx), { id }] };
}
