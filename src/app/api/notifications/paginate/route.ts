import { notifications } from "@/lib/contracts/notifications/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateNotifications } from "@/server/notifications/paginate-notifications";

export const POST = endpoint(notifications.paginate, (ctx, { body }) => paginateNotifications(ctx, body));
