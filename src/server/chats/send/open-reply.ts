/**
 * Phase 3 of a turn, "open": the model call starts, and only while the model thinks (its time to first token) are
 * the turn's user message and the assistant message (empty, details.status 'streaming') stored, so these writes
 * add nothing to the time to first token (`npm run bench:chat`). If storing fails the model call is aborted and
 * nothing of the reply is kept. Then the reply is attached to the lock, announced (`start`), and watched: the
 * lease is renewed while it runs, and a Stop asked on any instance aborts it.
 */
import type { Prisma } from "@/generated/prisma/client";
import { safeReplyText } from "@/lib/safe-reply";
import { type CompletionChunk, getProvider } from "@/server/ai";
import { type ChatEvent, chatChannel, chatEvents, publishChatEvent } from "@/server/chats/live/chat-events";
import { describeError, log } from "@/server/log";
import type { Generation } from "./generation-registry";
import { ReplyLock } from "./reply-lock";
import type { ReplyRequest } from "./reply-request";
import { storeMessage } from "./store-message";

/**
 * Stores the turn's user message, or null when there is none to store. A regenerated reply is a version of the
 * reply it replaces (`replyVersionOf`, versions.ts).
 */
export type ReplyArgsStore = (() => Promise<{ id: string; replyVersionOf?: string | null }>) | null;

export interface OpenReply {
  generation: Generation;
  provider: string;
  /** The details stored with the message while it streams (the request's, with the provider). */
  details: ReplyRequest["details"] & { provider: string };
  /** The model's chunks; the first one already asked for. */
  chunks: AsyncIterator<CompletionChunk>;
  firstChunk: Promise<IteratorResult<CompletionChunk>>;
  /** Ends the renewal and the Stop listener. */
  stopWatching(): void;
  /** Gives up the model call and makes another for `request` (a turn found unsafe before its first token). */
  restart(request: ReplyRequest): void;
  /** Awaited before the first chunk is read: the model's safeguarding checks (safe-gate.ts). */
  hold?: () => Promise<void>;
}

export async function openReply(
  lock: ReplyLock,
  request: ReplyRequest,
  agentId: string,
  storeUserMessage: ReplyArgsStore,
): Promise<OpenReply> {
  const provider = getProvider();
  const abort = new AbortController();
  let call = startCall(request, abort.signal);
  // Let the model request leave before the stores below keep this thread busy (they would delay it otherwise).
  await new Promise((resolve) => setImmediate(resolve));
  let replyTo: string | null = null;
  let stored: { id: string };
  try {
    const user = storeUserMessage ? await storeUserMessage() : null;
    replyTo = user?.id ?? null;
    stored = await storeMessage(lock.chatId, {
      role: "assistant",
      content: "",
      agentId,
      replyToMessageId: replyTo,
      versionOf: user?.replyVersionOf ?? null,
      details: { ...call.details, status: "streaming" } as unknown as Prisma.InputJsonValue,
    });
  } catch (error) {
    abort.abort();
    throw error;
  }
  const generation: Generation = {
    chatId: lock.chatId,
    messageId: stored.id,
    replyTo,
    text: "",
    status: "streaming",
    abort,
    finished: Promise.resolve(),
  };
  lock.attach(generation);
  publishChatEvent(lock.chatId, { type: "start", chatId: lock.chatId, messageId: stored.id });
  const open: OpenReply = {
    generation,
    provider: provider.name,
    details: call.details,
    chunks: call.chunks,
    firstChunk: call.firstChunk,
    stopWatching: watchReply(lock, generation),
    restart(next) {
      // Only the model call is given up, not the reply: a Stop still stops the new call.
      call.abort.abort();
      call = startCall(next, abort.signal);
      Object.assign(open, { details: call.details, chunks: call.chunks, firstChunk: call.firstChunk });
    },
  };
  return open;
}

/** One model call for a request, aborted with the reply (`replySignal`) or on its own (a restart). */
function startCall(request: ReplyRequest, replySignal: AbortSignal) {
  const provider = getProvider();
  const details = { ...request.details, provider: provider.name };
  const abort = new AbortController();
  replySignal.addEventListener("abort", () => abort.abort(), { once: true });
  const stream = provider.streamCompletion({
    ...request.params,
    messages: request.messages,
    purpose: details.purpose,
    signal: abort.signal,
  });
  const safeLanguage = details.safeguarding?.language;
  const chunks = (safeLanguage ? withSafeFallback(stream, safeReplyText(safeLanguage), replySignal) : stream)[
    Symbol.asyncIterator
  ]();
  const firstChunk = chunks.next();
  firstChunk.catch(() => {}); // read (and its failure handled) by the pump
  return { details, chunks, firstChunk, abort };
}

/**
 * A safe reply never ends in an error: when the model call fails before it wrote anything, the fixed safe reply in
 * the person's language takes its place (a Stop still stops it).
 */
async function* withSafeFallback(
  stream: AsyncIterable<CompletionChunk>,
  fallback: string,
  signal: AbortSignal,
): AsyncIterable<CompletionChunk> {
  let wrote = false;
  try {
    for await (const chunk of stream) {
      if (chunk.type === "delta") wrote = true;
      yield chunk;
    }
  } catch (error) {
    if (wrote || signal.aborted) throw error;
    log.warn("safe reply: the model failed, the fixed reply is given", describeError(error));
    yield { type: "delta", text: fallback };
    const usage = { inputTokens: 0, outputTokens: 0, totalTokens: 0 };
    yield { type: "finish", usage, model: "safe-reply", responseId: null, finishReason: "stop" };
  }
}

/** Renews the lock while the reply runs and aborts it on a Stop from any instance; answers the way to stop both. */
function watchReply(lock: ReplyLock, generation: Generation): () => void {
  const { chatId, messageId } = generation;
  const stopListener = chatEvents().subscribe(
    chatChannel(chatId),
    (event: ChatEvent | { type: "resync" }) => {
      if (event.type === "stop" && event.messageId === messageId) generation.abort.abort();
    },
  );
  const renewal = setInterval(() => {
    lock.renew().then(
      (held) => {
        if (held) return;
        // Too late: the lease expired and another instance took the chat (and closed this reply). Stop writing.
        log.warn("reply lease lost", { chatId, messageId });
        generation.abort.abort();
      },
      (error) => log.warn("reply lease not renewed", { chatId, ...describeError(error) }),
    );
  }, ReplyLock.renewEveryMs());
  return () => {
    clearInterval(renewal);
    stopListener();
  };
}
