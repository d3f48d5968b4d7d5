/**
 * The duty of care in a turn: an athlete's message is screened before anything answers it (the offline rules
 * always, the model's checks when configured; src/server/safeguarding/screen.ts). On a concern the turn becomes a
 * safe one: the reply follows the safe-response protocol with the organisation's support contacts beside it, and,
 * once the message is stored, a safeguarding case opens and the leads are told.
 */
import type { CaseSource } from "@/lib/contract-values/safeguarding";
import type { ReplyLanguage } from "@/lib/reply-language";
import { resolveCompletionParams } from "@/server/ai/completion-params";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { supportContactsOf } from "@/server/organizations/support-contacts";
import { openCase, type QuotedTurn } from "@/server/safeguarding/open-case";
import { screenText } from "@/server/safeguarding/screen";
import type { Screening } from "@/server/safeguarding/screened";
import { preferredLanguageOf } from "@/server/users/preferred-language";
import type { ReplyInputs } from "./reply-inputs";

/** What a safe turn needs: what was found, the person's language, and who they can turn to. */
export interface SafeTurn {
  screening: Screening;
  language: ReplyLanguage;
  contacts: string;
  source: CaseSource;
}

/** How many earlier turns a case quotes around the message. */
const CONTEXT_TURNS = 4;

/** Athletes' messages in agent chats are screened; answers the safe turn, or null when nothing was found. */
export async function screenTurn(
  ctx: RequestContext,
  inputs: ReplyInputs,
  text: string,
  source: CaseSource,
): Promise<SafeTurn | null> {
  const { chat } = inputs;
  const model = resolveCompletionParams({
    chat,
    agent: chat.agent?.chatSettings,
    organization: chat.organizationChatConfig,
  }).model;
  return screenAthleteText(ctx, { text, model, source, organizationId: chat.organizationId });
}

/** The screen of one athlete text in a chat; callers outside a reply (speech-to-speech) call this directly. */
export async function screenAthleteText(
  ctx: RequestContext,
  what: { text: string; model: string | null; source: CaseSource; organizationId: string | null },
): Promise<SafeTurn | null> {
  const { text, model, source } = what;
  if (ctx.user.role !== "user" || text.trim() === "") return null;
  const screening = await screenText(text, model);
  if (screening.concerns.length === 0) return null;
  const organizationId = what.organizationId ?? ctx.organizationId;
  const [language, contacts] = await Promise.all([
    preferredLanguageOf(ctx.user._id),
    supportContactsOf(organizationId),
  ]);
  return { screening, language, contacts, source };
}

/** Opens (or adds to) the case once the message is stored; a failure is logged loudly, never shown as the reply. */
export async function openTurnCase(
  ctx: RequestContext,
  inputs: Pick<ReplyInputs, "history"> & { chat: { id: string; organizationId: string | null } },
  safe: SafeTurn,
  message: { id: string; content: string; at: Date },
): Promise<void> {
  const earlier: QuotedTurn[] = inputs.history.slice(-CONTEXT_TURNS).map((m) => ({
    role: m.role === "user" ? "athlete" : "coach-ai",
    content: m.content,
    at: null,
    flagged: false,
  }));
  try {
    await openCase({
      organizationId: inputs.chat.organizationId ?? ctx.organizationId,
      athlete: { id: ctx.user._id, name: ctx.user.name },
      source: safe.source,
      chatId: inputs.chat.id,
      messageId: message.id,
      context: [
        ...earlier,
        { role: "athlete", content: message.content, at: message.at.toISOString(), flagged: true },
      ],
      screening: safe.screening,
    });
  } catch (error) {
    log.error("safeguarding case could not be opened", { chatId: inputs.chat.id, ...describeError(error) });
  }
}
