import { updateDetailsSchema } from "@/lib/contracts/users";
import { endpoint } from "@/server/http/endpoint";
import { updateDetails } from "@/server/users/update-details";

export const PUT = endpoint("PUT /users/details", { body: updateDetailsSchema }, (ctx, { body }) =>
  updateDetails(ctx, body),
);
