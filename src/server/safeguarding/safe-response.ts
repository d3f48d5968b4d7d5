/**
 * The safe-response protocol: what the model is told instead of the coaching instructions when a message raised a
 * concern, the reply the offline provider (and any failed model call) gives in its place, and the neutral title a
 * chat gets so that the history never quotes a disclosure. The support card with the organisation's contacts is
 * shown by the page beside the reply, whatever the reply says.
 */
import { languageInstruction, type ReplyLanguage } from "@/lib/reply-language";

/** How the offline provider recognises a safe-response request (the protocol's first line). */
export const SAFE_RESPONSE_MARKER = "Safe-response protocol.";

export function safeResponseInstructions(language: ReplyLanguage): string {
  return [
    SAFE_RESPONSE_MARKER,
    "The person's last message raised a safeguarding concern (possible risk to their safety or wellbeing). They may",
    "be a minor. Do not coach, do not give training, nutrition or performance advice, do not ask about what helped",
    "before, and do not repeat or describe methods. In three to five short sentences: thank them for telling you;",
    "say plainly that what they wrote matters and that they deserve help from a person; say that the club's",
    "safeguarding lead has been told so they can help; encourage them to talk to a trusted adult now and, if they",
    "are in danger right now, to call the emergency number or one of the support contacts shown below your reply.",
    "Stay warm and calm. Do not promise secrecy.",
    languageInstruction(language),
  ].join("\n");
}
