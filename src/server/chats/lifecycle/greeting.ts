/**
 * POST /chats/greeting/{id}: the agent opens a chat. Never a second greeting: a chat that already has an assistant
 * message answers `done` with its first one; a greeting being written is re-attached. Otherwise a reply with
 * purpose 'greeting' and no user message (allowNoUserInput semantics) is started and streamed.
 */
import { AppError } from "@/lib/errors";
import { mergeCoachPrompts } from "@/server/coaching-notes/active-coach-prompts";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import type { StreamWriter } from "@/server/http/sse";
import { loadReplyInputs } from "../send/reply-inputs";
import { type LockHolder, ReplyLock } from "../send/reply-lock";
import { followReply, sendStoredDone } from "../send/reply-stream";
import { startReply } from "../send/run-reply";
import { findRunningReply, type RunningReply } from "../send/running-reply";
import { REPLY_RUNNING_MESSAGE } from "../send/send-message";
import { participantViewer } from "../send/viewer";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";

function firstAssistantMessage(chatId: string) {
  return db.message.findFirst({
    where: { chatId, role: "assistant", ...ON_ACTIVE_BRANCH },
    orderBy: [{ number: "asc" }, { createdAt: "asc" }],
    select: { id: true },
  });
}

/** `opening`: instructions for this greeting only (a check-in says why the agent writes first). */
export async function greetChat(
  ctx: RequestContext,
  id: string,
  opening: string[] = [],
): Promise<StreamWriter> {
  const startedAt = Date.now();
  let inputs = await loadReplyInputs(ctx, id);
  const { chat } = inputs;
  if (chat.type !== "agent_chat") {
    throw new AppError("BAD_REQUEST", { message: "Only chats with an agent have a greeting" });
  }
  if (chat.closed) throw new AppError("CHAT_CLOSED");
  const viewer = participantViewer(ctx);

  const running = await findRunningReply(chat.id);
  if (running && running.replyTo === null) return (sink) => followReply(sink, running, viewer);
  const attempt = await ReplyLock.acquire(chat.id, null);
  if (!attempt.taken) {
    const greeting = greetingBeingWritten(chat.id, attempt.holder);
    if (!greeting) throw new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
    return (sink) => followReply(sink, greeting, viewer);
  }
  const { lock } = attempt;
  try {
    // Counted again if a reply ended since the read, so two concurrent greetings cannot both find none.
    if (attempt.releases !== inputs.replyReleases || attempt.tookOver)
      inputs = await loadReplyInputs(ctx, chat.id);
    const existing = inputs.counts.assistant > 0 ? await firstAssistantMessage(chat.id) : null;
    if (existing) {
      await lock.release();
      return (sink) => sendStoredDone(sink, chat.id, existing.id, viewer);
    }
    lock.slot.resolveUserMessage(null);
    const generation = await startReply({
      ctx,
      inputs,
      lock,
      userMessage: null,
      storeUserMessage: null,
      purpose: "greeting",
      forceClose: false,
      coachPrompts: mergeCoachPrompts([], inputs.coachPrompts),
      metaInstructions: opening,
      loadedData: null,
      startedAt,
      userDataMs: 0,
    });
    const reply: RunningReply = {
      chatId: chat.id,
      messageId: generation.messageId,
      replyTo: null,
      local: generation,
    };
    return (sink) => followReply(sink, reply, viewer);
  } catch (error) {
    await lock.abandon(error);
    throw error;
  }
}

/** The greeting that holds the chat's lock, here or on another instance, if a greeting holds it. */
function greetingBeingWritten(chatId: string, holder: LockHolder): RunningReply | null {
  if (holder.where === "here") {
    const busy = holder.slot.generation;
    return busy && busy.replyTo === null
      ? { chatId, messageId: busy.messageId, replyTo: null, local: busy }
      : null;
  }
  const { lease } = holder;
  if (lease.messageId && !lease.userMessageId && !lease.idFromClient)
    return { chatId, messageId: lease.messageId, replyTo: null, local: null };
  return null;
}
