/**
 * The offline provider's text: deterministic, built from the conversation, so a demo without an AI service still
 * shows every flow (greeting, coaching turns, closing summary), personal the way a model would make it from the
 * person's brief (their name, a goal) and in their language (offline-phrases.ts). It always says that it is offline. It never
 * repeats the instructions it was given: they are hidden information (§6), shown only to those who may see a
 * chat's hidden info (the message's details list the instructions that ran).
 */
import { readCheckIn } from "@/lib/check-in-detail";
import { languageOfInstructions } from "@/lib/reply-language";
import { safeReplyText } from "@/lib/safe-reply";
import { readBrief } from "@/server/brief/read-brief";
import { phrasesFor } from "./offline-phrases";
import type { CompletionPurpose, ModelMessage } from "./provider";

export const OFFLINE_NOTICE = phrasesFor("en-US").notice;

/** What the simulated athlete says after the opening line, in turn. */
const ATHLETE_LINES = [
  "Thanks. Mornings are the hardest: I skip sessions when I sleep badly.",
  "I could try going to bed earlier on training days. I am not sure I will manage every day.",
  "I think a small win would be three good sessions this week.",
  "That helps. I will tell my teammate so they can keep me on track.",
  "I feel more confident about it now, maybe a 7 out of 10.",
];

function hash(text: string): number {
  let h = 0;
  for (const ch of text) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

function quote(text: string, max = 140): string {
  const flat = text.trim().replace(/\s+/g, " ");
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function offlineReply(messages: ModelMessage[], purpose: CompletionPurpose = "reply"): string {
  const conversation = messages.filter((m) => m.role === "user" || m.role === "assistant");
  const userTurns = conversation.filter((m) => m.role === "user");
  const last = userTurns.at(-1);
  const parts: string[] = [];

  if (purpose === "simulated-athlete") {
    const n = userTurns.length;
    parts.push(
      n === 0
        ? "Hi coach. I have been struggling to stay consistent with my training lately."
        : ATHLETE_LINES[(n - 1) % ATHLETE_LINES.length],
    );
    return parts.join("\n\n");
  }

  // What a model would take from the person's brief: their name, a goal, and the language to answer in.
  const instructions = messages
    .filter((m) => m.role === "system" || m.role === "developer")
    .map((m) => m.content);
  // Under the safe-response protocol a model writes a short safe reply; offline, the fixed one in the language.
  if (purpose === "safe-response") return safeReplyText(languageOfInstructions(instructions));
  const brief = readBrief(instructions);
  const say = phrasesFor(brief.language);
  const checkIn = purpose === "greeting" ? readCheckIn(instructions) : null;
  if (checkIn) {
    // A check-in: the coach writes first, from the reason.
    parts.push(say.hello(brief.name), say.checkIn(checkIn), say.howAreYou);
  } else if (purpose === "greeting" || (purpose === "reply" && !last)) {
    parts.push(say.hello(brief.name));
    if (brief.goal) parts.push(say.goal(brief.goal.title, brief.goal.progress));
    parts.push(say.howAreYou);
  } else if (purpose === "closing") {
    parts.push(say.wrapUp);
    const points = userTurns.slice(-5).map((m) => `- ${say.youShared} “${quote(m.content, 100)}”`);
    parts.push(points.length > 0 ? points.join("\n") : `- ${say.keptShort}`);
    parts.push(say.goodbye);
  } else if (last && purpose === "regenerate") {
    // Written again: another opening and the next question, so the person sees that the reply is a new one.
    parts.push(`${say.again} “${quote(last.content)}”`);
    parts.push(say.questions[(hash(last.content) + 1) % say.questions.length]);
  } else if (last) {
    parts.push(`${say.thanks} “${quote(last.content)}”`);
    parts.push(say.questions[hash(last.content) % say.questions.length]);
  }
  parts.push(say.notice);
  return parts.join("\n\n");
}

/** Splits text into the chunks a model would stream: words with their following whitespace. */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

/** A rough token count (about four characters a token), for usage reports of offline completions. */
export function countTokens(text: string): number {
  return Math.ceil(text.length / 4);
}
