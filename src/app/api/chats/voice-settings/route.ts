import { chats } from "@/lib/contracts/chats/endpoints";
import { getVoiceSettings, updateVoiceSettings } from "@/server/chats/voice/voice-settings";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.voiceSettings, (ctx) => getVoiceSettings(ctx));

export const PUT = endpoint(chats.updateVoiceSettings, (ctx, { body }) => updateVoiceSettings(ctx, body));
