import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createUser } from "@/server/users/create-user";

export const POST = endpoint(users.create, (ctx, { body }) => createUser(ctx, body));
