import { notifications } from "@/lib/contracts/notifications/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { readAllNotifications } from "@/server/notifications/read-all";

/** Not in §7: marks every notification addressed to the caller as read by them; answers { updated }. */
export const PUT = endpoint(notifications.readAll, (ctx) => readAllNotifications(ctx));
