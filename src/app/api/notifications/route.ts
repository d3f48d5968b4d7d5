import { notifications } from "@/lib/contracts/notifications/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createNotification } from "@/server/notifications/create-notification";

export const POST = endpoint(notifications.create, (ctx, { body }) => createNotification(ctx, body));
