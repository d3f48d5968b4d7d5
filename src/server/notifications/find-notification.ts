import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { type NotificationRow, notificationInclude } from "./notification-document";
import { readerSince, visibleNotifications } from "./scope";

/** One notification the caller may open, read with the caller's read state; anything else is 404. */
export async function findVisibleNotification(ctx: RequestContext, id: string): Promise<NotificationRow> {
  const since = await readerSince(ctx);
  const row = await db.notification.findFirst({
    where: { AND: [visibleNotifications(ctx, since), { id }] },
    include: notificationInclude(ctx.user._id),
  });
  if (!row) throw notFound("Notification");
  return row;
}

/** The caller's own read state of one notification: a read row, or none. */
export async function setReadState(notificationId: string, userId: string, hasRead: boolean): Promise<void> {
  if (hasRead) {
    await db.notificationRead.createMany({ data: [{ notificationId, userId }], skipDuplicates: true });
  } else {
    await db.notificationRead.deleteMany({ where: { notificationId, userId } });
  }
}
