/**
 * Names an agent chat after its first exchange, so the chat list does not fill with "Untitled chat" rows. The
 * model names it (a short structured answer); offline, or when the model fails or is slow, a heuristic takes the
 * first sentence of the athlete's first message. A title the user set (hasChangedTitle) or any title already there
 * is never overwritten: the update itself checks, so a rename racing the naming wins.
 */

import { z } from "zod";
import { CHAT_TITLE_MAX } from "@/lib/contracts/chats/schemas";
import { languageInstruction, type ReplyLanguage } from "@/lib/reply-language";
import { type CompletionParams, getProvider, type TokenUsage } from "@/server/ai";
import { answerShape } from "@/server/ai/answer-shape";
import { describeError, log } from "@/server/log";
import { type SqlStatement, sqlRows } from "@/server/sql";

/** The naming call may hold the reply's `done` this long at most (only on the first exchange); then the heuristic. */
const MODEL_WAIT_MS = 4_000;
const TITLE_WORDS = 8;
/** Words a shortened title should not end on. */
const DANGLING =
  /\s+(?:a|an|the|and|or|but|of|to|in|on|at|for|with|during|before|after|about|my|your|is|are)$/i;
const TITLE_CHARS = 60;

const titleSchema = z.object({ title: z.string() });

// A greeting, with the one word that may address someone ("Hi coach!", "Hey there,") when punctuation ends it.
const GREETING =
  /^(?:(?:hi|hello|hey|hiya|yo|good (?:morning|afternoon|evening)|thanks|thank you)(?:\s+[\p{L}'-]+\s*[,!.:;-]|\b)[\s,!.:;-]*)+/iu;
const FILLER =
  /^(?:(?:so|ok|okay|well|um|please|can you|could you|would you|help me(?: to)?|i (?:want|need|would like|wanted|'d like) (?:to )?(?:talk about |discuss )?)\b\s*)+/i;

const flat = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/[`*_#>[\]()~|]/g, " ")
    .replace(/\s+/g, " ")
    .trim();

/** A title from the athlete's words: the first sentence of the first message that says something, shortened. */
export function heuristicTitle(userTexts: string[]): string | null {
  for (const text of userTexts) {
    const cleaned = flat(text).replace(GREETING, "").replace(FILLER, "").trim();
    const sentence = cleaned.split(/(?<=[.!?])\s+/)[0] ?? "";
    let words = sentence.split(" ").filter(Boolean).slice(0, TITLE_WORDS).join(" ");
    while (DANGLING.test(words)) words = words.replace(DANGLING, "");
    const title = clipTitle(words.replace(/[\s.,;:!?-]+$/, ""));
    if (title.length >= 3) return title.charAt(0).toLocaleUpperCase() + title.slice(1);
  }
  return null;
}

function clipTitle(text: string): string {
  const max = Math.min(TITLE_CHARS, CHAT_TITLE_MAX);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${space > max / 2 ? cut.slice(0, space) : cut}…`;
}

/** Quotes and a trailing full stop are what models add most to a title asked for "without quotes". */
function tidyModelTitle(text: string): string {
  return clipTitle(
    text
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^["'“”‘’«»]+|["'“”‘’«»]+$/g, "")
      .replace(/[.]+$/, "")
      .trim(),
  );
}

export interface TitleInputs {
  userTexts: string[];
  reply: string;
  params: CompletionParams;
  /** The person's language (their brief says it); the title is written in it. */
  language?: ReplyLanguage;
}

/** The title for a first exchange and what naming it cost (null usage: the heuristic named it). */
export async function chooseTitle(
  inputs: TitleInputs,
): Promise<{ title: string; usage: TokenUsage | null; model: string | null } | null> {
  const fallback = heuristicTitle(inputs.userTexts);
  const provider = getProvider();
  // Offline the heuristic is the answer: no model to ask, and no usage to record.
  if (provider.name === "offline") return fallback ? { title: fallback, usage: null, model: null } : null;
  const conversation = [...inputs.userTexts.map((t) => `Athlete: ${t}`), `Coach: ${inputs.reply}`]
    .join("\n")
    .slice(0, 4000);
  try {
    const result = await provider.structured({
      ...inputs.params,
      temperature: 0.3,
      maxTokens: 40,
      signal: AbortSignal.timeout(MODEL_WAIT_MS),
      name: "chat_title",
      ...answerShape(titleSchema),
      messages: [
        {
          role: "system",
          content:
            "Name this coaching conversation for the athlete's chat list: at most 6 words, no quotes, no final " +
            `full stop.\n${languageInstruction(inputs.language ?? "en-US")}`,
        },
        { role: "user", content: conversation },
      ],
    });
    const title = tidyModelTitle(result.value.title);
    if (title) return { title, usage: result.usage, model: result.model };
  } catch (error) {
    log.warn("chat title not generated; using the heuristic", describeError(error));
  }
  return fallback ? { title: fallback, usage: null, model: null } : null;
}

const NAME: SqlStatement = {
  name: "auto-title",
  text: `update "Chat" set title = $2, "updatedAt" = now() at time zone 'UTC', "__v" = "__v" + 1
          where id = $1 and not "hasChangedTitle" and coalesce(title, '') = ''
          returning id`,
};

/** Stores the title unless the chat got one meanwhile; answers whether it was stored. */
export async function storeAutoTitle(chatId: string, title: string): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(NAME, [chatId, title]);
  return rows.length === 1;
}

/**
 * Names the chat after a finished reply when it has no title: never fails the reply (a failure is logged), and
 * records the naming call's usage when a model answered.
 */
export async function nameChat(
  chatId: string,
  inputs: TitleInputs,
  recordUsage: (usage: TokenUsage, model: string) => Promise<unknown>,
): Promise<void> {
  try {
    const chosen = await chooseTitle(inputs);
    if (!chosen) return;
    await storeAutoTitle(chatId, chosen.title);
    if (chosen.usage && chosen.model) await recordUsage(chosen.usage, chosen.model);
  } catch (error) {
    log.error("chat title not stored", { chatId, ...describeError(error) });
  }
}
