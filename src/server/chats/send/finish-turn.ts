/**
 * Phase 5 of a turn, "finish": the one place that orders what happens once the model's stream ended.
 *  1. the reply is spoken, when the turn asked for audio and the text is complete;
 *  2. the final text is stored with its details (status, model, tokens, timings, error kind);
 *  3. its token usage is recorded (a durable job: a failure to queue is logged, never lost silently);
 *  4. the chat is closed, when the turn was a forceClose that finished;
 *  5. the chat is named after its first exchange, when it has no title;
 *  6. the chat row for `done` is read;
 *  7. the lock is released, the lease first, then synchronously the slot, the reply's status and `done` (or
 *     `error`): a client that gets `done` may send again at once on any instance, and a re-attach never finds a
 *     finished reply still running.
 * When a step fails (the database), the lock is still released and the streams get `error`.
 */
import { AppError } from "@/lib/errors";
import { replyLanguage } from "@/lib/reply-language";
import { neutralChatTitle } from "@/lib/safe-reply";
import type { TokenUsage } from "@/server/ai";
import { countTokens } from "@/server/ai/offline-reply";
import { publishChatEvent } from "@/server/chats/live/chat-events";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { recordUsageDurably } from "@/server/usage/usage-job";
import { nameChat, storeAutoTitle } from "../lifecycle/auto-title";
import { closeChatRow } from "../lifecycle/close-chat";
import { readChatRow } from "../reading/chat-row";
import type { OpenReply } from "./open-reply";
import { appErrorOfProvider, providerErrorKind } from "./provider-error";
import type { Pumped } from "./pump-reply";
import type { ReplyInputs } from "./reply-inputs";
import type { ReplyLock } from "./reply-lock";
import type { ReplyRequest } from "./reply-request";
import { finishReply } from "./reply-writes";
import { speakReply } from "./speak-reply";

export interface TurnRecord {
  ctx: RequestContext;
  lock: ReplyLock;
  inputs: ReplyInputs;
  agentId: string;
  request: ReplyRequest;
  open: OpenReply;
  userMessage: string | null;
  forceClose: boolean;
  speech: { voice: string | null } | null;
  /** Timings measured before the stream (ms), and when the turn and the stream started. */
  timings: Record<string, number>;
  startedAt: number;
  streamStartedAt: number;
}

/** A stopped or failed call reports no usage; it still cost about this much. */
function usageOf(turn: TurnRecord, pumped: Pumped): { tokens: TokenUsage; estimated: boolean } {
  if (pumped.usage) return { tokens: pumped.usage, estimated: false };
  const inputTokens = turn.request.messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 0);
  const outputTokens = countTokens(turn.open.generation.text);
  return { tokens: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens }, estimated: true };
}

export async function finishTurn(turn: TurnRecord, pumped: Pumped): Promise<void> {
  try {
    await settleTurn(turn, pumped);
  } catch (error) {
    log.error("reply could not be finished", { chatId: turn.lock.chatId, ...describeError(error) });
    const { generation } = turn.open;
    await turn.lock
      .release(() => {
        generation.status = "error";
        publishChatEvent(generation.chatId, {
          type: "error",
          messageId: generation.messageId,
          envelope: new AppError("INTERNAL_ERROR").toEnvelope(),
        });
      })
      // The lease then expires by itself, and whoever takes the chat closes the reply.
      .catch((failure) =>
        log.error("reply lease not released", { chatId: generation.chatId, ...describeError(failure) }),
      );
  }
}

async function settleTurn(turn: TurnRecord, pumped: Pumped): Promise<void> {
  const { ctx, open, inputs } = turn;
  const { generation } = open;
  const { chat } = inputs;
  const { status } = pumped;
  const model = pumped.model ?? turn.request.params.model;
  const { tokens, estimated } = usageOf(turn, pumped);
  const owner = { chatId: chat.id, agentId: turn.agentId, userId: ctx.user._id };
  const organizationId = chat.organizationId ?? ctx.organizationId;
  // 1.
  const spoken =
    turn.speech && status === "done" && generation.text.trim() !== ""
      ? await speakReply(ctx, generation.messageId, generation.text, turn.speech.voice)
      : null;
  // 2.
  const message = await finishReply(generation.messageId, {
    content: generation.text,
    details: {
      ...open.details,
      status,
      model,
      tokens: { prompt: tokens.inputTokens, completion: tokens.outputTokens, total: tokens.totalTokens },
      tokensEstimated: estimated,
      timings: {
        ...turn.timings,
        completion: Date.now() - turn.streamStartedAt,
        ...(spoken ? { audio: spoken.ms } : {}),
        total: Date.now() - turn.startedAt,
      },
      ...(status === "error" ? { error: { kind: providerErrorKind(pumped.failure) } } : {}),
      ...(spoken?.error ? { audioError: spoken.error } : {}),
    },
    model,
    responseId: pumped.responseId,
    audioFileId: spoken?.fileId ?? null,
  });
  // 3.
  await recordUsageDurably({ ...tokens, model, ...owner, organizationId }).catch((error) =>
    log.error("usage record could not be queued", { chatId: chat.id, ...describeError(error) }),
  );
  // 4.
  if (turn.forceClose && status === "done") await closeChatRow(ctx, chat.id);
  // 5. A safe turn's chat gets a neutral title: the history never quotes a disclosure.
  const safeLanguage = open.details.safeguarding?.language;
  if (safeLanguage && chat.needsTitle) await storeAutoTitle(chat.id, neutralChatTitle(safeLanguage));
  else if (status === "done" && chat.needsTitle) {
    const userTexts = [...inputs.history.filter((m) => m.role === "user").map((m) => m.content)];
    if (turn.userMessage) userTexts.push(turn.userMessage);
    const language = replyLanguage(turn.request.details.brief?.language);
    await nameChat(
      chat.id,
      { userTexts, reply: generation.text, params: turn.request.params, language },
      (usage, used) => recordUsageDurably({ ...usage, model: used, ...owner, organizationId }),
    );
  }
  // 6.
  const chatRow = await readChatRow(chat.id, message);
  if (!chatRow) throw new Error(`chat ${chat.id} is gone`);
  // 7.
  await turn.lock.release(() => {
    generation.status = status;
    if (status === "error") {
      const envelope = appErrorOfProvider(pumped.failure).toEnvelope();
      publishChatEvent(chat.id, { type: "error", messageId: generation.messageId, envelope });
    } else {
      publishChatEvent(chat.id, { type: "done", messageId: generation.messageId, message, chat: chatRow });
    }
  });
}
