import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

/**
 * Whom the caller oversees, in the organisation the call acts in: an admin everyone, a coach themselves and the
 * members of their teams, anyone else only themselves.
 */
function overseenUsers(ctx: RequestContext): Prisma.UserWhereInput {
  const inOrg = { organizationId: ctx.organizationId };
  if (ctx.user.role === "admin" || ctx.user.isAdminMaster) return inOrg;
  const self = { id: ctx.user._id };
  if (ctx.user.role === "coach" && ctx.user.teams.length > 0) {
    return { ...inOrg, OR: [self, { teams: { some: { id: { in: ctx.user.teams } } } }] };
  }
  return { ...inOrg, ...self };
}

/**
 * User `id` if the caller oversees them, else null: for GET /chats/by-user/{id}, where anyone else is 'User not
 * found' whether they exist or not.
 */
export function findOverseenUser(ctx: RequestContext, id: string): Promise<{ id: string } | null> {
  return db.user.findFirst({
    where: { AND: [{ id }, overseenUsers(ctx)] },
    select: { id: true },
  });
}
