/**
 * The offline provider's text: deterministic, built from the conversation, so a demo without an AI service still
 * shows every flow (greeting, coaching turns, closing summary). It always says that it is offline. It never
 * repeats the instructions it was given: they are hidden information (§6), shown only to those who may see a
 * chat's hidden info (the message's details list the instructions that ran).
 */
import type { CompletionPurpose, ModelMessage } from "./provider";

export const OFFLINE_NOTICE =
  "_(Offline demo model: no AI service is configured, so this reply was written locally, not by an AI.)_";

const QUESTIONS = [
  "What would a small win look like for you this week?",
  "What is one thing you could try before our next session?",
  "How did that affect your training and your energy?",
  "What helped you the last time you felt this way?",
  "On a scale from 1 to 10, how confident do you feel about it, and what would move it up one point?",
  "Who could support you with this?",
];

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

  if (purpose === "greeting" || (purpose === "reply" && !last)) {
    parts.push("Hello! Welcome to your session. I'm glad you're here.");
    parts.push("How are you feeling today, and what would you like to focus on?");
  } else if (purpose === "closing") {
    parts.push("Let's wrap up our session. Here is a short summary:");
    const points = userTurns.slice(-5).map((m) => `- You shared: “${quote(m.content, 100)}”`);
    parts.push(points.length > 0 ? points.join("\n") : "- We kept it short today.");
    parts.push("Thank you for the conversation. Keep going, and see you next time!");
  } else if (last && purpose === "regenerate") {
    // Written again: another opening and the next question, so the person sees that the reply is a new one.
    parts.push(`Let me put that another way. You said: “${quote(last.content)}”`);
    parts.push(QUESTIONS[(hash(last.content) + 1) % QUESTIONS.length]);
  } else if (last) {
    parts.push(`Thank you for sharing. You said: “${quote(last.content)}”`);
    parts.push(QUESTIONS[hash(last.content) % QUESTIONS.length]);
  }
  parts.push(OFFLINE_NOTICE);
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
