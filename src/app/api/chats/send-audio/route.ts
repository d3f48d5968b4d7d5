import { MESSAGES } from "@/lib/contracts/common";
import { sendAudioFields } from "@/lib/contracts/voice";
import { sendAudio } from "@/server/chats/voice/send-audio";
import { formFile } from "@/server/http/form";
import { sseEndpoint } from "@/server/http/sse";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

const sendAudioForm = sendAudioFields
  .extend({ audio: formFile })
  .refine((form) => form.chat || form.chatId, { path: ["chat"], message: MESSAGES.thisFieldRequired })
  .transform(({ chatId, ...form }) => ({ ...form, chat: (form.chat ?? chatId) as string }));

export const POST = sseEndpoint("POST /chats/send-audio", { form: sendAudioForm }, (ctx, { form }) =>
  sendAudio(ctx, form),
);
