/**
 * The instructions a speech-to-speech session runs with: what the chat's next reply would be told (the same
 * assembly as a text turn: instruction sets and triggers from the real counts, additional instructions, the user's
 * active coach-prompts), as one text. `simplifyInstructions` strips markdown and keeps the first 4 000 characters,
 * for realtime models that follow long structured prompts poorly.
 */

import type { RequestContext } from "@/server/http/context";
import { assembleFromSources } from "@/server/instructions/build-prompt";
import type { ReplyInputs } from "../send/reply-inputs";
import { triggerInputs } from "../send/trigger-inputs";
import { speakableText } from "./speakable-text";

export function speechInstructions(
  ctx: RequestContext,
  inputs: ReplyInputs,
  options: { simplify: boolean },
): string {
  const { chat } = inputs;
  const parts: string[] = [];
  if (chat.agent) {
    const prompt = assembleFromSources(
      { agent: chat.agent, user: { id: ctx.user._id, role: ctx.user.role }, sets: inputs.sets },
      triggerInputs(chat, inputs.counts, { closing: false, pendingUserMessage: true }),
    );
    parts.push(...prompt.messages.map((m) => m.content));
  }
  if (chat.additionalInstructions?.trim()) parts.push(chat.additionalInstructions);
  parts.push(...inputs.coachPrompts.map((p) => p.content));
  const text = parts.filter((p) => p.trim() !== "").join("\n\n");
  return options.simplify ? speakableText(text) : text;
}
