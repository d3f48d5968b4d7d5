import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteUser } from "@/server/users/delete-user";
import { getUser } from "@/server/users/get-user";
import { updateUser } from "@/server/users/update-user";

// The static segments next to [id] (me, details, paginate) have their own route files and win over it.

export const GET = endpoint(users.get, (ctx, { params }) => getUser(ctx, params.id));
export const PUT = endpoint(users.update, (ctx, { params, body }) => updateUser(ctx, params.id, body));
export const DELETE = endpoint(users.remove, (ctx, { params }) => deleteUser(ctx, params.id));
