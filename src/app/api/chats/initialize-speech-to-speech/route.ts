import { chats } from "@/lib/contracts/chats/endpoints";
import { initializeSpeechToSpeech } from "@/server/chats/voice/initialize-speech-to-speech";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(chats.initializeSpeechToSpeech, (ctx, { body }) =>
  initializeSpeechToSpeech(ctx, body),
);
