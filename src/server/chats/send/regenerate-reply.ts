/**
 * POST /chats/regenerate: the last turn of an agent chat, written again. The reply (or replies) after the last user
 * message is deleted once the new one has started — the new one replaces it; what it cost stays in the usage
 * records — and, with `message`,
 * that user message's text is replaced first (edit and resend; its attachments stay). Then a reply runs exactly
 * as a send's would (run-reply.ts), under the chat's slot and lease: while a reply is being written this answers
 * 409 and changes nothing. Only the person whose chat it is may do this, in an open chat.
 */
import type { RegenerateInput } from "@/lib/contracts/chats";
import { AppError } from "@/lib/errors";
import { publishChatEvent } from "@/server/chats/chat-events";
import { mergeCoachPrompts } from "@/server/coaching-notes/active-coach-prompts";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import type { StreamWriter } from "@/server/http/sse";
import { messageInclude } from "../message-document";
import { withAttachments } from "./attachments";
import { loadReplyInputs } from "./reply-inputs";
import { ReplyLock } from "./reply-lock";
import { followReply } from "./reply-stream";
import { startReply } from "./run-reply";
import { openTurnCase, screenTurn } from "./screen-turn";
import { REPLY_RUNNING_MESSAGE } from "./send-message";
import { messageFor, participantViewer } from "./viewer";

export const NOTHING_TO_REGENERATE = "There is no message of yours to answer again in this chat.";

const busy = () => new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });

export async function regenerateReply(ctx: RequestContext, body: RegenerateInput): Promise<StreamWriter> {
  const startedAt = Date.now();
  const checked = await loadReplyInputs(ctx, body.chat);
  if (checked.chat.closed) throw new AppError("CHAT_CLOSED");
  if (checked.chat.type !== "agent_chat")
    throw new AppError("BAD_REQUEST", { message: NOTHING_TO_REGENERATE });
  const chatId = checked.chat.id;
  const attempt = await ReplyLock.acquire(chatId, null);
  if (!attempt.taken) throw busy();
  const { lock } = attempt;
  try {
    const last = await db.message.findFirst({
      where: { chatId, role: "user", userId: ctx.user._id },
      orderBy: [{ number: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
      include: messageInclude,
    });
    if (!last || last.number === null) throw new AppError("BAD_REQUEST", { message: NOTHING_TO_REGENERATE });
    const laterUser = await db.message.count({
      where: { chatId, role: "user", number: { gt: last.number } },
    });
    if (laterUser > 0) throw new AppError("BAD_REQUEST", { message: NOTHING_TO_REGENERATE });
    const userMessage =
      body.message === undefined || body.message === last.content
        ? last
        : await db.message.update({
            where: { id: last.id },
            data: { content: body.message, version: { increment: 1 } },
            include: messageInclude,
          });
    lock.slot.resolveUserMessage(userMessage.id);
    // The conversation before that user message: the message is the reply's turn, and the old reply not seen.
    const inputs = await loadReplyInputs(ctx, chatId);
    const turn = inputs.history.findLastIndex((m) => m.role === "user");
    const history = inputs.history.slice(0, Math.max(turn, 0));
    publishChatEvent(chatId, { type: "message", messageId: userMessage.id, message: userMessage });
    // Written again, a disclosure still gets the safe reply; edited into one, it opens (or adds to) a case too.
    const screened = await screenTurn(ctx, inputs, userMessage.content, "chat");
    const safe = screened.now;
    const edited = userMessage !== last;
    const at = { id: userMessage.id, content: userMessage.content, at: userMessage.createdAt };
    const generation = await startReply({
      ctx,
      inputs: { ...inputs, history },
      lock,
      userMessage: withAttachments(userMessage.content, userMessage.files),
      storeUserMessage: async () => {
        if (safe && edited) await openTurnCase(ctx, { ...inputs, history }, safe, at);
        return { id: userMessage.id };
      },
      safe,
      lateScreen: screened.late
        ? {
            late: screened.late,
            onSafe: async (found) =>
              edited ? openTurnCase(ctx, { ...inputs, history }, found, at) : undefined,
          }
        : null,
      // An edited message is a new question, answered as any reply; the same message again asks for another
      // answer to it.
      purpose: edited ? "reply" : "regenerate",
      forceClose: false,
      coachPrompts: mergeCoachPrompts([], inputs.coachPrompts),
      metaInstructions: [],
      loadedData: null,
      startedAt,
      userDataMs: 0,
    });
    // Only now is the old reply given up: had the new one failed to start, the chat would have kept it.
    await db.message.deleteMany({
      where: { chatId, role: "assistant", number: { gt: last.number }, id: { not: generation.messageId } },
    });
    const viewer = participantViewer(ctx);
    const running = {
      chatId,
      messageId: generation.messageId,
      replyTo: generation.replyTo,
      local: generation,
    };
    return async (sink) => {
      sink.send("message", messageFor(userMessage, viewer));
      await followReply(sink, running, viewer);
    };
  } catch (error) {
    await lock.abandon(error);
    throw error;
  }
}
