/**
 * The duty of care in a turn: an athlete's message is screened before anything answers it
 * (src/server/safeguarding/screen.ts). The offline rules decide before the reply starts; the model's checks, when
 * configured, run while the model starts the reply, and its first token waits for them (safe-gate.ts), so they add
 * nothing but their own excess over the model's time to first token. On a concern the turn becomes a safe one: the
 * reply follows the safe-response protocol with the organisation's support contacts beside it, and, once the
 * message is stored, a safeguarding case opens and the leads are told.
 */
import type { CaseSource } from "@/lib/contracts/safeguarding/values";
import type { ReplyLanguage } from "@/lib/reply-language";
import { getProvider } from "@/server/ai";
import { resolveCompletionParams } from "@/server/ai/completion-params";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { supportContactsOf } from "@/server/organizations/support-contacts";
import { openCase, type QuotedTurn } from "@/server/safeguarding/open-case";
import { screenOffline, screenText, screenWithModel } from "@/server/safeguarding/screen";
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

/**
 * Athletes' messages in agent chats: the offline rules now (`now`: the safe turn, or null), and the model's checks
 * as a promise (`late`: null when there are none to wait for) that the reply's first token waits for.
 */
export async function screenTurn(
  ctx: RequestContext,
  inputs: ReplyInputs,
  text: string,
  source: CaseSource,
): Promise<{ now: SafeTurn | null; late: Promise<SafeTurn | null> | null }> {
  const { chat } = inputs;
  if (ctx.user.role !== "user" || text.trim() === "") return { now: null, late: null };
  const organizationId = chat.organizationId;
  const offline = screenOffline(text);
  if (offline.concerns.length > 0)
    return { now: await safeTurnOf(ctx, offline, source, organizationId), late: null };
  if (getProvider().name !== "openai") return { now: null, late: null };
  const model = resolveCompletionParams({
    chat,
    agent: chat.agent?.chatSettings,
    organization: chat.organizationChatConfig,
  }).model;
  const late = screenWithModel(text, model).then((screening) =>
    screening.concerns.length > 0 ? safeTurnOf(ctx, screening, source, organizationId) : null,
  );
  late.catch(() => {}); // never rejects (the checks catch their failures); awaited by the gate
  return { now: null, late };
}

async function safeTurnOf(
  ctx: RequestContext,
  screening: Screening,
  source: CaseSource,
  organizationId: string | null,
): Promise<SafeTurn> {
  const [language, contacts] = await Promise.all([
    preferredLanguageOf(ctx.user._id),
    supportContactsOf(organizationId ?? ctx.organizationId),
  ]);
  return { screening, language, contacts, source };
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
  return safeTurnOf(ctx, screening, source, what.organizationId);
}

/** Opens (or adds to) the case once the message is stored; a failure is logged loudly, never shown as the reply. */
export async function openTurnCase(
  ctx: RequestContext,
  inputs: { history: Pick<ReplyInputs["history"][number], "role" | "content">[] } & {
    chat: { id: string; organizationId: string | null };
  },
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
