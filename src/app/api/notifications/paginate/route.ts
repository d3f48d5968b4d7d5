import { listQuerySchema } from "@/lib/contracts/list-query";
import { endpoint } from "@/server/http/endpoint";
import { paginateNotifications } from "@/server/notifications/paginate-notifications";

export const POST = endpoint("POST /notifications/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateNotifications(ctx, body),
);
