import type { RequestContext } from "@/server/http/context";
import { findVisibleNotification } from "./find-notification";
import { notificationDocument } from "./notification-document";

/** GET /notifications/{id} — a recipient, the author, or an admin of its organisation; hasRead is the caller's. */
export async function getNotification(ctx: RequestContext, id: string) {
  return notificationDocument(await findVisibleNotification(ctx, id));
}
