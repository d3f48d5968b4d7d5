import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { publishReadChange } from "./notification-events";
import { addressedTo, readerSince, unreadBy } from "./scope";

/**
 * PUT /notifications/read-all: marks every notification addressed to the caller (in the organisation they act
 * in, plus type all) as read by them. Other readers' state is untouched. Answers how many became read.
 */
export async function readAllNotifications(ctx: RequestContext): Promise<{ updated: number }> {
  const me = ctx.user._id;
  const since = await readerSince(ctx);
  const unread = await db.notification.findMany({
    where: { AND: [addressedTo(ctx, since), unreadBy(me)] },
    select: { id: true },
  });
  if (unread.length === 0) return { updated: 0 };
  const { count } = await db.notificationRead.createMany({
    data: unread.map((n) => ({ notificationId: n.id, userId: me })),
    skipDuplicates: true,
  });
  publishReadChange(me, null);
  return { updated: count };
}
