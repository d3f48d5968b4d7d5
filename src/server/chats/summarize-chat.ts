/**
 * The closing summary of a chat: {title, summary, keywords} by structured output. Without an AI service the
 * offline answer is derived from the user's messages (title from the first one, summary quoting them, keywords
 * by frequency), so a demo still shows sensible, deterministic summaries.
 */

import { z } from "zod";
import { CHAT_TITLE_MAX } from "@/lib/contracts/chats";
import { languageInstruction, type ReplyLanguage } from "@/lib/reply-language";
import { type CompletionParams, getProvider, type ModelMessage, type TokenUsage } from "@/server/ai";
import { phrasesFor } from "@/server/ai/offline-phrases";
import { screenOffline } from "@/server/safeguarding/screen";

export const chatSummarySchema = z.object({
  title: z.string(),
  summary: z.string(),
  keywords: z.array(z.string()),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;

const STOP_WORDS = new Set(
  "about after again also because been before being could didn does doing from have having here into just like more most much only other over really should some than that their them then there these they this those through very want were what when where which while will with would your yours".split(
    " ",
  ),
);

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const flat = (text: string) => text.trim().replace(/\s+/g, " ");

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
    jsonSchema: z.toJSONSchema(chatSummarySchema) as Record<string, unknown>,
    parse: (value) => chatSummarySchema.parse(value),
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
