import { updateVoiceSettingsSchema } from "@/lib/contracts/voice";
import { getVoiceSettings, updateVoiceSettings } from "@/server/chats/voice/voice-settings";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/voice-settings", {}, (ctx) => getVoiceSettings(ctx));

export const PUT = endpoint(
  "PUT /chats/voice-settings",
  { body: updateVoiceSettingsSchema },
  (ctx, { body }) => updateVoiceSettings(ctx, body),
);
