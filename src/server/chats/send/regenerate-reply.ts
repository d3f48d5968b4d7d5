/**
 * POST /chats/regenerate: a reply written again, or a message edited and answered, without losing anything. The
 * target is one of the caller's own messages on the chat's active branch (`messageId`, by default their last).
 * Regenerating sets aside the reply and what came after it; editing sets aside the message itself and what came
 * after it, and stores the new text as the message's next version (its attachments stay). Either way the earlier
 * branch is kept and can be shown again (versions.ts), and the new reply is a version of the old one. The model
 * reads only what comes before the target. The setting aside happens while the model starts (open-reply.ts), and
 * is undone if the reply cannot start. Then a reply runs exactly as a send's would (run-reply.ts), under the chat's
 * slot and lease: while a reply is being written this answers 409 and changes nothing. Only the person whose chat
 * it is may do this, in an open chat.
 */
import type { RegenerateInput } from "@/lib/contracts/chats/schemas";
import { AppError } from "@/lib/errors";
import { publishChatEvent } from "@/server/chats/live/chat-events";
import { mergeCoachPrompts } from "@/server/coaching-notes/active-coach-prompts";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import type { StreamWriter } from "@/server/http/sse";
import { type MessageRow, messageInclude } from "../reading/message-document";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";
import { bringBackSetAside, firstVersionOf, type SetAsideMessage, setAsideFrom } from "../versions/versions";
import { withAttachments } from "./attachments";
import { loadReplyInputs, type ReplyInputs } from "./reply-inputs";
import { ReplyLock } from "./reply-lock";
import { followReply } from "./reply-stream";
import { startReply } from "./run-reply";
import { openTurnCase, screenTurn } from "./screen-turn";
import { REPLY_RUNNING_MESSAGE } from "./send-message";
import { storeMessage } from "./store-message";
import { messageFor, participantViewer } from "./viewer";

export const NOTHING_TO_REGENERATE = "There is no message of yours to answer again in this chat.";

const busy = () => new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
const nothing = () => new AppError("BAD_REQUEST", { message: NOTHING_TO_REGENERATE });

/** The caller's message to answer again: the one named, else their last, on the active branch. */
async function targetMessage(ctx: RequestContext, chatId: string, messageId: string | undefined) {
  const target = await db.message.findFirst({
    where: {
      chatId,
      role: "user",
      userId: ctx.user._id,
      ...ON_ACTIVE_BRANCH,
      ...(messageId ? { id: messageId } : {}),
    },
    orderBy: [{ number: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    include: messageInclude,
  });
  if (!target || target.number === null) throw nothing();
  return { ...target, number: target.number };
}

/** What a regeneration changed so far: what it set aside, the message it added, and the user message it answers. */
interface Rewrite {
  aside: SetAsideMessage[];
  added: string[];
  userMessage: MessageRow;
}

type Target = Awaited<ReturnType<typeof targetMessage>>;

/**
 * The turn's "store the user message" step: sets aside what the new version replaces and, for an edit, stores the
 * new text as the message's next version. A regenerated reply will be a version of the old one.
 */
async function storeVersion(
  ctx: RequestContext,
  lock: ReplyLock,
  rewrite: Rewrite,
  turn: { target: Target; edited: boolean; content: string; onEdited: () => Promise<void> },
) {
  const { target, edited } = turn;
  const chatId = lock.chatId;
  rewrite.aside = await setAsideFrom(chatId, edited ? target.number : target.number + 1);
  if (edited) {
    rewrite.userMessage = await storeMessage(chatId, {
      role: "user",
      content: turn.content,
      userId: ctx.user._id,
      files: target.files.map((file) => file.id),
      versionOf: firstVersionOf(target),
    });
    rewrite.added.push(rewrite.userMessage.id);
    await turn.onEdited();
  }
  const { userMessage } = rewrite;
  lock.slot.resolveUserMessage(userMessage.id);
  publishChatEvent(chatId, { type: "message", messageId: userMessage.id, message: userMessage });
  const oldReply = rewrite.aside.find((m) => m.role === "assistant" && m.number === target.number + 1);
  return { id: userMessage.id, replyVersionOf: !edited && oldReply ? firstVersionOf(oldReply) : null };
}

export async function regenerateReply(ctx: RequestContext, body: RegenerateInput): Promise<StreamWriter> {
  const startedAt = Date.now();
  const checked = await loadReplyInputs(ctx, body.chat);
  if (checked.chat.closed) throw new AppError("CHAT_CLOSED");
  if (checked.chat.type !== "agent_chat") throw nothing();
  const chatId = checked.chat.id;
  const attempt = await ReplyLock.acquire(chatId, null);
  if (!attempt.taken) throw busy();
  const { lock } = attempt;
  let undo = async () => {};
  try {
    const target = await targetMessage(ctx, chatId, body.messageId);
    const rewrite: Rewrite = { aside: [], added: [], userMessage: target };
    undo = () => bringBackSetAside(chatId, rewrite.aside, rewrite.added);
    const edited = body.message !== undefined && body.message !== target.content;
    const content = edited ? (body.message as string) : target.content;
    const inputs = await loadReplyInputs(ctx, chatId);
    // The conversation before the target: the model never reads what followed it, nor another branch.
    const history = inputs.history.filter((m) => m.number !== null && m.number < target.number);
    const turnInputs: ReplyInputs = { ...inputs, history };
    // Written again, a disclosure still gets the safe reply; edited into one, it opens (or adds to) a case too.
    const screened = await screenTurn(ctx, inputs, content, "chat");
    const safe = screened.now;
    const openCase = async (found: NonNullable<typeof safe>) => {
      const { id, createdAt } = rewrite.userMessage;
      if (edited) await openTurnCase(ctx, turnInputs, found, { id, content, at: createdAt as Date });
    };
    const generation = await startReply({
      ctx,
      inputs: turnInputs,
      lock,
      userMessage: withAttachments(content, target.files),
      storeUserMessage: () =>
        storeVersion(ctx, lock, rewrite, {
          target,
          edited,
          content,
          onEdited: async () => (safe ? openCase(safe) : undefined),
        }),
      safe,
      lateScreen: screened.late ? { late: screened.late, onSafe: openCase } : null,
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
    const viewer = participantViewer(ctx);
    const running = {
      chatId,
      messageId: generation.messageId,
      replyTo: generation.replyTo,
      local: generation,
    };
    return async (sink) => {
      sink.send("message", messageFor(rewrite.userMessage, viewer));
      await followReply(sink, running, viewer);
    };
  } catch (error) {
    // The reply did not start: the chat is as it was, its branch shown again.
    await undo().catch(() => {});
    await lock.abandon(error);
    throw error;
  }
}
