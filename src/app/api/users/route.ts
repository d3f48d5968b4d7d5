import { users } from "@/lib/api/endpoints/users";
import { endpoint } from "@/server/http/endpoint";
import { createUser } from "@/server/users/create-user";

export const POST = endpoint(users.create, (ctx, { body }) => createUser(ctx, body));
