import { users } from "@/lib/api/endpoints/users";
import { endpoint } from "@/server/http/endpoint";
import { updateBriefSettings } from "@/server/users/update-brief-settings";

export const PUT = endpoint(users.updateBriefSettings, (ctx, { body }) => updateBriefSettings(ctx, body));
