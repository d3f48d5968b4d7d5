import { checkIns } from "@/lib/contracts/check-ins/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { checkInSettings, updateCheckInSettings } from "@/server/users/check-in-settings";

export const GET = endpoint(checkIns.settings, (ctx) => checkInSettings(ctx));
export const PUT = endpoint(checkIns.updateSettings, (ctx, { body }) => updateCheckInSettings(ctx, body));
