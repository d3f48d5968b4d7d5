import { updateMeSchema } from "@/lib/contracts/users";
import { endpoint } from "@/server/http/endpoint";
import { getMe } from "@/server/users/get-me";
import { updateMe } from "@/server/users/update-me";

export const GET = endpoint("GET /users/me", {}, (ctx) => getMe(ctx));

export const PUT = endpoint("PUT /users/me", { body: updateMeSchema }, (ctx, { body }) =>
  updateMe(ctx, body),
);
