/**
 * The closing summary of a chat: {title, summary, keywords} by structured output. Without an AI service the
 * offline answer is derived from the user's messages (title from the first one, summary quoting them, keywords
 * by frequency), so a demo still shows sensible, deterministic summaries.
 */

import { z } from "zod";
import { CHAT_TITLE_MAX } from "@/lib/contracts/chats/schemas";
import { plainText } from "@/lib/plain-text";
import { languageInstruction, type ReplyLanguage } from "@/lib/reply-language";
import { type CompletionParams, getProvider, type ModelMessage, type TokenUsage } from "@/server/ai";
import { answerShape } from "@/server/ai/answer-shape";
import { phrasesFor } from "@/server/ai/offline-phrases";
import { screenOffline } from "@/server/safeguarding/screen";

export const chatSummarySchema = z.object({
  title: z.string(),
  summary: z.string(),
  keywords: z.array(z.string()),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

/**
 * Words that say nothing about what a chat was about: function words, the polite and filler words people type
 * to a coach ("please", "thanks", "maybe"), and the product's own vocabulary (every chat is with a coach).
 */
const STOP_WORDS = new Set(
  [
    "about above after again against also although always another anything around aloud because been before",
    "being below between both cause could didn does doesn doing done down during each either else enough even",
    "ever every from further have haven having here hers herself himself however into itself just know like",
    "maybe might mine more most much must myself need never next okay only other ought ours ourselves over",
    "perhaps please quite rather really said same says shall should since some something still such sure tell",
    "than thank thanks that their theirs them themselves then there these they thing things think this those",
    "though through thus today together tomorrow toward under until upon very want wants well were what",
    "whatever when where whether which while whom whose will with within without would yeah yesterday your",
    "yours yourself check coach coaching chat session agent help going gonna make made",
  ]
    .join(" ")
    .split(" "),
);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
/** The words of a message without its markdown (a summary quotes them, and keywords are counted from them). */
const flat = (text: string) => plainText(text, Number.POSITIVE_INFINITY);

export function offlineSummary(userTexts: string[], language: ReplyLanguage = "en-US"): ChatSummary {
  const say = phrasesFor(language);
  const texts = userTexts.map(flat).filter((t) => t !== "");
  if (texts.length === 0) return { title: say.shortSessionTitle, summary: say.shortSession, keywords: [] };
  const firstWords = texts[0]
    .split(" ")
    .slice(0, 6)
    .join(" ")
    .replace(/[.,;:!?]+$/, "");
  const counts = new Map<string, number>();
  for (const word of texts
    .join(" ")
    .replace(/https?:\/\/\S+/g, " ")
    .toLowerCase()
    .match(/[\p{L}]{4,}/gu) ?? []) {
    if (!STOP_WORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const keywords = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 5)
    .map(([word]) => word);
  const quoted = texts.slice(0, 3).map((t) => `“${clip(t, 120)}”`);
  return {
    title: clip(firstWords, 60),
    summary: `${say.talkedAbout} ${quoted.join("; ")}.`,
    keywords,
  };
}

export interface SummaryResult {
  summary: ChatSummary;
  usage: TokenUsage;
  model: string;
}

export async function summarizeChat(
  whole: { role: "user" | "assistant"; content: string }[],
  params: CompletionParams,
  language: ReplyLanguage = "en-US",
): Promise<SummaryResult> {
  // A disclosure belongs to its safeguarding case, never to the title, summary and keywords the history shows.
  const transcript = whole.filter((m) => m.role !== "user" || screenOffline(m.content).concerns.length === 0);
  const conversation = transcript.map((m) => `${m.role === "user" ? "Athlete" : "Coach"}: ${m.content}`);
  const messages: ModelMessage[] = [
    {
      role: "system",
      content:
        "Summarise this coaching session for the athlete's history. Answer a short title (at most 8 words), a " +
        `summary of 2 to 4 sentences, and up to 5 keywords.\n${languageInstruction(language)}`,
    },
    { role: "user", content: conversation.join("\n") },
  ];
  const result = await getProvider().structured({
    ...params,
    messages,
    name: "chat_summary",
    ...answerShape(chatSummarySchema),
    offlineAnswer: () =>
      offlineSummary(
        transcript.filter((m) => m.role === "user").map((m) => m.content),
        language,
      ),
  });
  const { title, summary, keywords } = result.value;
  return {
    summary: {
      title: clip(flat(title), CHAT_TITLE_MAX),
      summary: summary.trim(),
      keywords: [...new Set(keywords.map((k) => k.trim()).filter(Boolean))].slice(0, 10),
    },
    usage: result.usage,
    model: result.model,
  };
}
