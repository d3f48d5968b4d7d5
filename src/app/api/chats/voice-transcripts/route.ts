import { voiceTranscriptsSchema } from "@/lib/contracts/voice";
import { storeVoiceTranscripts } from "@/server/chats/voice/store-voice-transcripts";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /chats/voice-transcripts",
  { body: voiceTranscriptsSchema },
  (ctx, { body }) => storeVoiceTranscripts(ctx, body),
  { status: 201 },
);
