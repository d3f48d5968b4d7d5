import { notifications } from "@/lib/contracts/notifications/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteNotification } from "@/server/notifications/delete-notification";
import { getNotification } from "@/server/notifications/get-notification";
import { updateNotification } from "@/server/notifications/update-notification";

export const GET = endpoint(notifications.get, (ctx, { params }) => getNotification(ctx, params.id));
export const PUT = endpoint(notifications.update, (ctx, { params, body }) =>
  updateNotification(ctx, params.id, body),
);
export const DELETE = endpoint(notifications.remove, (ctx, { params }) => deleteNotification(ctx, params.id));
