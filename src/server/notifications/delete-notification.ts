import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleNotification } from "./find-notification";
import { audienceOf, notificationDocument } from "./notification-document";
import { publishNotificationChange } from "./notification-events";
import { mayManage } from "./scope";

/**
 * DELETE /notifications/{id} — its author, an admin of its organisation or a master admin; a recipient who may
 * only read it is FORBIDDEN. Read rows go with it. Answers the deleted document.
 */
export async function deleteNotification(ctx: RequestContext, id: string) {
  const row = await findVisibleNotification(ctx, id);
  if (!mayManage(ctx, row)) throw new AppError("FORBIDDEN");
  await db.notification.delete({ where: { id } });
  publishNotificationChange(audienceOf(row), { type: "deleted", notificationId: id }, row.createdById);
  return notificationDocument(row);
}
