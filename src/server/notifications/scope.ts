/**
 * Which notifications a caller reads, sees and manages, as Prisma where-clauses. Always inside the organisation
 * the caller acts in (plus type all, which belongs to none).
 *
 * Addressed to me: a user notification naming me; a team one naming one of my teams; an organisation one naming
 * my own organisation; or any of type all. Team, organisation and all notifications sent before my account was
 * created are not mine (a newcomer does not inherit the backlog).
 */
import type { Prisma } from "@/generated/prisma/client";
import { notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { userCreatedAt } from "@/server/users/visible-user-ids";

type Where = Prisma.NotificationWhereInput;

const isAdmin = (ctx: RequestContext) => ctx.user.role === "admin" || ctx.user.isAdminMaster;

/** The caller's account creation time: the start of their team/organisation/all notifications. */
export async function readerSince(ctx: RequestContext): Promise<Date> {
  const createdAt = await userCreatedAt(ctx.user._id);
  if (!createdAt) throw notFound("User");
  return createdAt;
}

/** Inside the context organisation, or of type all. */
export function inContext(ctx: RequestContext): Where {
  return { OR: [{ organizationId: ctx.organizationId }, { type: "all" }] };
}

function addressedInner(ctx: RequestContext, since: Date): Where[] {
  const me = ctx.user;
  // A broadcast is not news to its author (a coach in the team they write to): it shows under "sent" instead.
  // Spelled with an explicit null case, since `not` alone would also drop the system's (author null) ones.
  const later: Where = {
    createdAt: { gte: since },
    OR: [{ createdById: null }, { createdById: { not: me._id } }],
  };
  const own = me.organization?._id;
  return [
    { type: "user", users: { some: { id: me._id } } },
    ...(me.teams.length > 0
      ? [{ type: "team" as const, teams: { some: { id: { in: me.teams } } }, ...later }]
      : []),
    ...(own ? [{ type: "organization" as const, organizations: { some: { id: own } }, ...later }] : []),
    { type: "all", ...later },
  ];
}

/** The notifications addressed to the caller (the bell, the default list, the unread count, read-all). */
export function addressedTo(ctx: RequestContext, since: Date): Where {
  return { AND: [inContext(ctx), { OR: addressedInner(ctx, since) }] };
}

/**
 * The notifications a caller may open: those addressed to them, those they wrote, and, for admins, every one of
 * the organisation they act in (master admins also type all), since those are the ones they may edit or delete.
 */
export function visibleNotifications(ctx: RequestContext, since: Date): Where {
  const extra: Where[] = [{ createdById: ctx.user._id }];
  if (isAdmin(ctx)) extra.push({ organizationId: ctx.organizationId });
  if (ctx.user.isAdminMaster) extra.push({ type: "all" });
  return { AND: [inContext(ctx), { OR: [...addressedInner(ctx, since), ...extra] }] };
}

/** Only the author, an admin of the notification's organisation or a master admin edit or delete it. */
export function mayManage(
  ctx: RequestContext,
  row: { createdById: string | null; organizationId: string | null; type: string },
): boolean {
  if (row.createdById === ctx.user._id) return true;
  if (ctx.user.isAdminMaster) return row.type === "all" || row.organizationId === ctx.organizationId;
  return ctx.user.role === "admin" && row.organizationId === ctx.organizationId;
}

/** Unread for this reader: no read row of theirs. */
export const unreadBy = (userId: string): Where => ({ reads: { none: { userId } } });
export const readBy = (userId: string): Where => ({ reads: { some: { userId } } });
