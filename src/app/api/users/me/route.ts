import { users } from "@/lib/api/endpoints/users";
import { endpoint } from "@/server/http/endpoint";
import { getMe } from "@/server/users/get-me";
import { updateMe } from "@/server/users/update-me";

export const GET = endpoint(users.getMe, (ctx) => getMe(ctx));
export const PUT = endpoint(users.updateMe, (ctx, { body }) => updateMe(ctx, body));
