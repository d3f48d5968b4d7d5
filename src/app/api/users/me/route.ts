import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { getMe } from "@/server/users/get-me";
import { updateMe } from "@/server/users/update-me";

export const GET = endpoint(users.getMe, (ctx) => getMe(ctx));
export const PUT = endpoint(users.updateMe, (ctx, { body }) => updateMe(ctx, body));
