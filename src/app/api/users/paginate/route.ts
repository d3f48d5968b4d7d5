import { listQuerySchema } from "@/lib/contracts/list-query";
import { endpoint } from "@/server/http/endpoint";
import { paginateUsers } from "@/server/users/paginate-users";

export const POST = endpoint("POST /users/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateUsers(ctx, body),
);
