import { Prisma } from "@/generated/prisma/client";
import {
  NOTIFICATION_EDIT_FIELDS,
  type UpdateNotificationInput,
} from "@/lib/contracts/notifications/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleNotification, setReadState } from "./find-notification";
import { getNotification } from "./get-notification";
import { audienceOf } from "./notification-document";
import { publishNotificationChange, publishReadChange } from "./notification-events";
import { mayManage } from "./scope";

/**
 * PUT /notifications/{id}. `hasRead` sets the caller's own read state (anyone who may open it; another reader's
 * state is untouched). title, message, level and metadata edit the notification: only its author, an admin of its
 * organisation or a master admin (FORBIDDEN otherwise; nothing is changed then, not even the read state).
 */
export async function updateNotification(ctx: RequestContext, id: string, input: UpdateNotificationInput) {
  const row = await findVisibleNotification(ctx, id);
  const { hasRead, ...rest } = input;
  const edits = Object.fromEntries(
    NOTIFICATION_EDIT_FIELDS.filter((key) => rest[key] !== undefined).map((key) => [key, rest[key]]),
  );
  const editing = Object.keys(edits).length > 0;
  if (editing && !mayManage(ctx, row)) throw new AppError("FORBIDDEN");
  if (editing) {
    await db.notification.update({
      where: { id },
      data: {
        ...edits,
        ...(edits.metadata === null ? { metadata: Prisma.DbNull } : {}),
        updatedById: ctx.user._id,
      } as Prisma.NotificationUpdateInput,
    });
  }
  if (hasRead !== undefined) await setReadState(id, ctx.user._id, hasRead);
  if (editing)
    publishNotificationChange(audienceOf(row), { type: "updated", notificationId: id }, row.createdById);
  if (hasRead !== undefined) publishReadChange(ctx.user._id, id);
  return getNotification(ctx, id);
}
