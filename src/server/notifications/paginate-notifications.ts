import type { ListQuery } from "@/lib/contracts/list-query";
import { notificationFiltersSchema } from "@/lib/contracts/notifications/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { zodToAppError } from "@/server/http/respond";
import { paginate } from "@/server/list/paginate";
import { notificationsListSpec } from "./list-spec";
import { type NotificationRow, notificationDocument, notificationInclude } from "./notification-document";
import { addressedTo, inContext, readBy, readerSince, unreadBy } from "./scope";

/**
 * POST /notifications/paginate: the notifications addressed to the caller, newest first, each with the caller's
 * hasRead; `filters.sent: true` lists the ones the caller created instead. `filters.unread` true/false keeps
 * only the caller's unread/read ones; level, type, createdBy and createdAt filter as list fields; search over
 * title and message. `knownSince`: the caller's readerSince, when the caller already read it.
 */
/** Where the notifications are read: the database, or a transaction that reads several things in one snapshot. */
export type NotificationReader = Pick<typeof db, "notification">;

export async function paginateNotifications(
  ctx: RequestContext,
  query: ListQuery,
  knownSince?: Date,
  reader: NotificationReader = db,
) {
  const parsed = notificationFiltersSchema.safeParse(query.filters);
  if (!parsed.success) throw zodToAppError(parsed.error, "filters");
  const { unread, sent, ...filters } = parsed.data;
  const me = ctx.user._id;
  const scope = sent
    ? { AND: [inContext(ctx), { createdById: me }] }
    : addressedTo(ctx, knownSince ?? (await readerSince(ctx)));
  const clauses = [scope, ...(unread === undefined ? [] : [unread ? unreadBy(me) : readBy(me)])];
  return paginate(reader.notification, { ...query, filters }, notificationsListSpec, {
    scope: { AND: clauses },
    include: notificationInclude(me),
    toDoc: (row) => notificationDocument(row as unknown as NotificationRow),
  });
}

/** How many notifications addressed to the caller they have not read. */
export async function unreadCount(
  ctx: RequestContext,
  since?: Date,
  reader: NotificationReader = db,
): Promise<number> {
  const from = since ?? (await readerSince(ctx));
  return reader.notification.count({ where: { AND: [addressedTo(ctx, from), unreadBy(ctx.user._id)] } });
}
