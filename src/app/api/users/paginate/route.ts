import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateUsers } from "@/server/users/paginate-users";

export const POST = endpoint(users.paginate, (ctx, { body }) => paginateUsers(ctx, body));
