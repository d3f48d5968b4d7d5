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
import { releaseSlot, reserveSlot, slotOf } from "./send/generation-registry";
import { loadReplyInputs } from "./send/reply-inputs";
import { acquireLease, releaseLease } from "./send/reply-lease";
import { followReply, sendStoredDone } from "./send/reply-stream";
import { startReply } from "./send/run-reply";
import { announceLeftReplies, findRunningReply, type RunningReply } from "./send/running-reply";
import { REPLY_RUNNING_MESSAGE } from "./send/send-message";
import { participantViewer } from "./send/viewer";

function firstAssistantMessage(chatId: string) {
  return db.message.findFirst({
    where: { chatId, role: "assistant" },
    orderBy: [{ number: "asc" }, { createdAt: "asc" }],
    select: { id: true },
  });
}

export async function greetChat(ctx: RequestContext, id: string): Promise<StreamWriter> {
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
  const slot = reserveSlot(chat.id, null);
  if (!slot) {
    const busy = slotOf(chat.id)?.generation;
    if (busy && busy.replyTo === null) {
      const reply: RunningReply = { chatId: chat.id, messageId: busy.messageId, replyTo: null, local: busy };
      return (sink) => followReply(sink, reply, viewer);
    }
    throw new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
  }
  let leased = false;
  try {
    const lease = await acquireLease(chat.id, null);
    if (!lease.acquired) {
      const { holder } = lease;
      releaseSlot(slot);
      if (holder.messageId && !holder.userMessageId && !holder.idFromClient) {
        // A greeting being written on another instance.
        const reply: RunningReply = {
          chatId: chat.id,
          messageId: holder.messageId,
          replyTo: null,
          local: null,
        };
        return (sink) => followReply(sink, reply, viewer);
      }
      throw new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
    }
    leased = true;
    announceLeftReplies(lease.closed);
    // Counted again if a reply ended since the read, so two concurrent greetings cannot both find none.
    if (lease.releases !== inputs.replyReleases || lease.closed.length > 0)
      inputs = await loadReplyInputs(ctx, chat.id);
    const existing = inputs.counts.assistant > 0 ? await firstAssistantMessage(chat.id) : null;
    if (existing) {
      releaseSlot(slot);
      leased = false;
      await releaseLease(chat.id);
      return (sink) => sendStoredDone(sink, chat.id, existing.id, viewer);
    }
    slot.resolveUserMessage(null);
    const generation = await startReply({
      ctx,
      inputs,
      slot,
      userMessage: null,
      purpose: "greeting",
      forceClose: false,
      coachPrompts: mergeCoachPrompts([], inputs.coachPrompts),
      metaInstructions: [],
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
    slot.rejectUserMessage(error);
    releaseSlot(slot);
    if (leased && !slot.generation) await releaseLease(chat.id).catch(() => {});
    throw error;
  }
}
