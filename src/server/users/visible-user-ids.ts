import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser, visibleUsers } from "./scope";

/** Of `ids`, the users the caller may see (for addressing them, e.g. a notification). */
export function visibleUserIds(ctx: RequestContext, ids: string[]): Promise<{ id: string }[]> {
  return db.user.findMany({ where: { AND: [visibleUsers(ctx), { id: { in: ids } }] }, select: { id: true } });
}

/** User `id` if the caller may see them, with their teams in `organizationId` (else null). */
export function visibleUserWithTeams(
  ctx: RequestContext,
  id: string,
  organizationId: string,
): Promise<{ id: string; teams: { id: string }[] } | null> {
  return db.user.findFirst({
    where: visibleUser(ctx, id),
    select: { id: true, teams: { where: { organizationId }, select: { id: true } } },
  });
}

/** When the user's account was made (null when there is no such user). */
export async function userCreatedAt(id: string): Promise<Date | null> {
  const row = await db.user.findUnique({ where: { id }, select: { createdAt: true } });
  return row?.createdAt ?? null;
}
