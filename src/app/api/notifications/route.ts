import { createNotificationSchema } from "@/lib/contracts/notifications";
import { endpoint } from "@/server/http/endpoint";
import { createNotification } from "@/server/notifications/create-notification";

export const POST = endpoint(
  "POST /notifications",
  { body: createNotificationSchema },
  (ctx, { body }) => createNotification(ctx, body),
  { status: 201 },
);
