import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { updateDetails } from "@/server/users/update-details";

export const PUT = endpoint(users.updateDetails, (ctx, { body }) => updateDetails(ctx, body));
