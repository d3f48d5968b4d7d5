/**
 * POST /chats/send. Checks (writable chat, not closed, userId is the caller) come before anything is stored. A
 * known idFromClient answers the first send's stream instead of storing again (also when a concurrent duplicate
 * loses the race: in-process through the reserved slot, across processes through the unique index).
 * Agent chats: the user message is stored and published, then a reply runs (run-reply.ts) and the stream follows
 * it: `message`, `start`, `delta`…, `done`. One reply per chat at a time, across instances (the chat's lease,
 * reply-lease.ts): a send while one is being written answers BAD_REQUEST (409) and stores nothing, unless it is a
 * duplicate of the send that runs, which follows it. Chats between people: store, publish, `message` then `done`.
 */
import type { File as FileRow, Prisma } from "@/generated/prisma/client";
import type { SendMessageInput } from "@/lib/contracts/chats/schemas";
import { MESSAGES } from "@/lib/contracts/common";
import { AppError } from "@/lib/errors";
import { publishChatEvent } from "@/server/chats/live/chat-events";
import { mergeCoachPrompts } from "@/server/coaching-notes/active-coach-prompts";
import { db } from "@/server/db";
import { ownFiles } from "@/server/files/own-files";
import type { RequestContext } from "@/server/http/context";
import type { StreamWriter } from "@/server/http/sse";
import { isUniqueViolation } from "@/server/unique-violation";
import { loadOracleData } from "../oracle/load-oracle-data";
import { messageInclude } from "../reading/message-document";
import { withAttachments } from "./attachments";
import { replayWriter } from "./replay";
import {
  type EarlyReplyInputs,
  earlyInputsFor,
  loadReplyInputs,
  type ReplyInputs,
  readReplyInputsEarly,
} from "./reply-inputs";
import type { LeaseHolder } from "./reply-lease";
import { type LockHolder, ReplyLock } from "./reply-lock";
import { followReply, readMessage, sendStoredDone } from "./reply-stream";
import { startReply } from "./run-reply";
import { openTurnCase, type SafeTurn, screenTurn } from "./screen-turn";
import { storeMessage } from "./store-message";
import { messageFor, participantViewer, type Viewer } from "./viewer";

export const REPLY_RUNNING_MESSAGE =
  "A reply is still being written in this chat; wait for it to finish or stop it.";

async function storedByClientId(chatId: string, idFromClient: string | undefined) {
  if (!idFromClient) return null;
  return db.message.findUnique({
    where: { chatId_idFromClient: { chatId, idFromClient } },
    include: messageInclude,
  });
}

function hasUserInput(body: SendMessageInput): boolean {
  return body.message.trim() !== "" || body.files.length > 0;
}

/** The reply's inputs as POST /chats/send reads them early. */
export type EarlySend = EarlyReplyInputs;

const OBJECT_ID = /^[0-9a-fA-F]{24}$/;

/**
 * sseEndpoint's `early` for POST /chats/send: the reply's inputs read while the caller is authenticated, from the
 * raw body's chat and idFromClient (sendMessage uses them only if they match the parsed body and the context).
 */
export async function readSendInputsEarly(userId: string, body: unknown): Promise<EarlySend | null> {
  const raw = (body ?? {}) as { chat?: unknown; chatId?: unknown; idFromClient?: unknown };
  const chat = typeof raw.chat === "string" ? raw.chat : raw.chatId;
  if (typeof chat !== "string" || !OBJECT_ID.test(chat)) return null;
  const chatId = chat.toLowerCase();
  const idFromClient = typeof raw.idFromClient === "string" ? raw.idFromClient.trim() || null : null;
  return readReplyInputsEarly(userId, chatId, idFromClient);
}

/** What an entry point adds: POST /chats/send its early read; send-audio the transcription's time and source. */
export interface SendOptions {
  early?: Promise<EarlySend | null>;
  timings?: Record<string, number>;
  /** Where the words came from, as a safeguarding case names it; default "chat". */
  source?: "chat" | "voice";
}

export async function sendMessage(
  ctx: RequestContext,
  body: SendMessageInput,
  options: SendOptions = {},
): Promise<StreamWriter> {
  const startedAt = Date.now();
  if (body.userId && body.userId !== ctx.user._id) throw new AppError("FORBIDDEN");
  const early = options.early ? await options.early : null;
  const fromEarly = early ? earlyInputsFor(early, ctx, body.chat, body.idFromClient) : null;
  let inputs = fromEarly ?? (await loadReplyInputs(ctx, body.chat, body.idFromClient));
  const { chat } = inputs;
  if (chat.closed) throw new AppError("CHAT_CLOSED");
  const viewer = participantViewer(ctx);
  const isAgentChat = chat.type === "agent_chat";
  const known = inputs.knownMessageId ? await readMessage(inputs.knownMessageId) : null;
  if (known) return replayWriter(known, isAgentChat, viewer);
  const files = body.files.length > 0 ? await ownFiles(ctx, body.files) : [];
  if (!isAgentChat) return sendToPeople(ctx, chat.id, body, files, viewer);

  const attempt = await ReplyLock.acquire(chat.id, body.idFromClient ?? null);
  if (!attempt.taken) return answerBusy(chat.id, body.idFromClient, attempt.holder, viewer);
  const { lock } = attempt;
  try {
    // A reply finished (here or elsewhere) between the read and the lock: its message is not in the history read.
    if (attempt.releases !== inputs.replyReleases || attempt.tookOver)
      inputs = await loadReplyInputs(ctx, chat.id, body.idFromClient);
    return await sendToAgent(ctx, inputs, { body, files, options }, viewer, lock, startedAt);
  } catch (error) {
    await lock.abandon(error);
    if (isUniqueViolation(error)) {
      const first = await storedByClientId(chat.id, body.idFromClient);
      if (first) return replayWriter(first, true, viewer);
    }
    throw error;
  }
}

/** The chat's lock is held: a duplicate of that very send follows it; anything else is refused. */
async function answerBusy(
  chatId: string,
  idFromClient: string | undefined,
  holder: LockHolder,
  viewer: Viewer,
) {
  if (holder.where === "here") {
    const busy = holder.slot;
    if (idFromClient && busy.idFromClient === idFromClient) {
      const first = await busy.userMessage.catch(() => null);
      const row = first ? await readMessage(first) : null;
      if (row) return replayWriter(row, true, viewer);
    }
    throw new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
  }
  return answerBusyElsewhere(chatId, idFromClient, holder.lease, viewer);
}

/** How long a duplicate send waits for the first one, on another instance, to store its message. */
const DUPLICATE_WAIT_MS = 5_000;

/** Another instance holds the chat: a duplicate of its send follows it (once its message is stored); else 409. */
async function answerBusyElsewhere(
  chatId: string,
  idFromClient: string | undefined,
  holder: LeaseHolder,
  viewer: Viewer,
) {
  if (idFromClient && holder.idFromClient === idFromClient) {
    for (const since = Date.now(); Date.now() - since < DUPLICATE_WAIT_MS; ) {
      const first = await storedByClientId(chatId, idFromClient);
      if (first) return replayWriter(first, true, viewer);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new AppError("BAD_REQUEST", { message: REPLY_RUNNING_MESSAGE, status: 409 });
}

async function sendToAgent(
  ctx: RequestContext,
  inputs: ReplyInputs,
  { body, files, options }: { body: SendMessageInput; files: FileRow[]; options: SendOptions },
  viewer: Viewer,
  lock: ReplyLock,
  startedAt: number,
): Promise<StreamWriter> {
  const { chat } = inputs;
  let loadedData: string | null = null;
  const dataStart = Date.now();
  if (body.oracleProps && chat.mode === "oracle") {
    loadedData = (await loadOracleData(ctx, body.oracleProps)).content || null;
  }
  const userDataMs = Date.now() - dataStart;
  const screenStart = performance.now();
  const screened = hasUserInput(body)
    ? await screenTurn(ctx, inputs, body.message, options.source ?? "chat")
    : { now: null, late: null };
  const safe = screened.now;
  const screenMs = Math.round((performance.now() - screenStart) * 100) / 100;
  let userMessage: Awaited<ReturnType<typeof storeMessage>> | null = null;
  const storeUserMessage = async () => {
    userMessage = await storeMessage(chat.id, {
      role: "user",
      content: body.message,
      userId: ctx.user._id,
      idFromClient: body.idFromClient ?? null,
      files: files.map((f) => f.id),
      metaContent: (loadedData
        ? [{ type: "loaded-data", content: loadedData }]
        : []) as Prisma.InputJsonValue,
    });
    lock.slot.resolveUserMessage(userMessage.id);
    publishChatEvent(chat.id, { type: "message", messageId: userMessage.id, message: userMessage });
    if (safe) {
      const at = userMessage.createdAt as Date;
      await openTurnCase(ctx, inputs, safe, { id: userMessage.id, content: body.message, at });
    }
    return userMessage;
  };
  if (!hasUserInput(body)) lock.slot.resolveUserMessage(null);
  const generation = await startReply({
    ctx,
    inputs,
    lock,
    userMessage: hasUserInput(body) ? withAttachments(body.message, files) : null,
    storeUserMessage: hasUserInput(body) ? storeUserMessage : null,
    purpose: body.forceClose ? "closing" : "reply",
    forceClose: body.forceClose,
    coachPrompts: mergeCoachPrompts(body.coachPrompts, inputs.coachPrompts),
    metaInstructions: body.metaInstructions,
    loadedData,
    startedAt,
    userDataMs,
    extraTimings: { ...options.timings, screening: screenMs },
    safe,
    lateScreen: heldScreen(ctx, inputs, screened.late, body.message, () => userMessage),
    speech: body.generateAudio ? { voice: body.voice ?? null } : null,
  });
  const stored = userMessage as Awaited<ReturnType<typeof storeMessage>> | null;
  const running = {
    chatId: chat.id,
    messageId: generation.messageId,
    replyTo: generation.replyTo,
    local: generation,
  };
  return async (sink) => {
    if (stored) sink.send("message", messageFor(stored, viewer));
    await followReply(sink, running, viewer);
  };
}

/** The model checks a send's first token waits for; on a concern, the case of its stored message. */
function heldScreen(
  ctx: RequestContext,
  inputs: ReplyInputs,
  late: Promise<SafeTurn | null> | null,
  text: string,
  stored: () => { id: string; createdAt: unknown } | null,
) {
  if (!late) return null;
  const onSafe = async (found: SafeTurn) => {
    const row = stored();
    if (row) await openTurnCase(ctx, inputs, found, { id: row.id, content: text, at: row.createdAt as Date });
  };
  return { late, onSafe };
}

async function sendToPeople(
  ctx: RequestContext,
  chatId: string,
  body: SendMessageInput,
  files: FileRow[],
  viewer: Viewer,
): Promise<StreamWriter> {
  if (!hasUserInput(body)) {
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "message", message: MESSAGES.fieldRequired }],
    });
  }
  let message: Awaited<ReturnType<typeof storeMessage>>;
  try {
    message = await storeMessage(chatId, {
      role: "user",
      content: body.message,
      userId: ctx.user._id,
      idFromClient: body.idFromClient ?? null,
      files: files.map((f) => f.id),
    });
  } catch (error) {
    const first = isUniqueViolation(error) ? await storedByClientId(chatId, body.idFromClient) : null;
    if (first) return replayWriter(first, false, viewer);
    throw error;
  }
  publishChatEvent(chatId, { type: "message", messageId: message.id, message });
  return async (sink) => {
    sink.send("message", messageFor(message, viewer));
    await sendStoredDone(sink, chatId, message.id, viewer);
  };
}
