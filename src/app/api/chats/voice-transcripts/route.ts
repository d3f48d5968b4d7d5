import { chats } from "@/lib/contracts/chats/endpoints";
import { storeVoiceTranscripts } from "@/server/chats/voice/store-voice-transcripts";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.voiceTranscripts, (ctx, { body }) => storeVoiceTranscripts(ctx, body));
