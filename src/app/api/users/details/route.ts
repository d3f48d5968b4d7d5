import { users } from "@/lib/api/endpoints/users";
import { endpoint } from "@/server/http/endpoint";
import { updateDetails } from "@/server/users/update-details";

export const PUT = endpoint(users.updateDetails, (ctx, { body }) => updateDetails(ctx, body));
