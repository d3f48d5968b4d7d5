import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { updateBriefSettings } from "@/server/users/update-brief-settings";

export const PUT = endpoint(users.updateBriefSettings, (ctx, { body }) => updateBriefSettings(ctx, body));
