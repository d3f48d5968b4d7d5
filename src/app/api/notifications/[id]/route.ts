import { idParams } from "@/lib/contracts/common";
import { updateNotificationSchema } from "@/lib/contracts/notifications";
import { endpoint } from "@/server/http/endpoint";
import { deleteNotification } from "@/server/notifications/delete-notification";
import { getNotification } from "@/server/notifications/get-notification";
import { updateNotification } from "@/server/notifications/update-notification";

export const GET = endpoint("GET /notifications/{id}", { params: idParams }, (ctx, { params }) =>
  getNotification(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /notifications/{id}",
  { params: idParams, body: updateNotificationSchema },
  (ctx, { params, body }) => updateNotification(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /notifications/{id}", { params: idParams }, (ctx, { params }) =>
  deleteNotification(ctx, params.id),
);
