import { initializeSpeechToSpeechSchema } from "@/lib/contracts/voice";
import { initializeSpeechToSpeech } from "@/server/chats/voice/initialize-speech-to-speech";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /chats/initialize-speech-to-speech",
  { body: initializeSpeechToSpeechSchema },
  (ctx, { body }) => initializeSpeechToSpeech(ctx, body),
);
