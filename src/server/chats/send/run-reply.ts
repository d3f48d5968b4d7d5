/**
 * Starts an assistant reply and runs it outside the request: prompt (assembled from the inputs reply-inputs.ts
 * read in one round trip), then the model call starts, and only while the model thinks (its time to first
 * token) are the turn's user message and the assistant message (empty, details.status 'streaming') stored — so the
 * database writes add nothing to the time to first token (`npm run bench:chat`). If storing fails the model call is
 * aborted and nothing of the reply is kept.
 * Every delta is published on the chat channel; the text is written to the message while streaming (at most every
 * WRITE_EVERY_MS or WRITE_EVERY_CHARS), and at the end with its details. Then: usage recorded, the chat closed when
 * the turn was a forceClose, the lease and the slot released and `done` (or `error`) published, in that order, so a
 * client that gets `done` can send again at once on any instance, and a re-attach never finds a finished reply
 * still running. While it runs, the reply renews the chat's lease (reply-lease.ts) and listens on the chat channel
 * for a Stop asked on another instance.
 */
import type { Prisma } from "@/generated/prisma/client";
import type { TriggerInputs } from "@/lib/contracts/triggers";
import { AppError, notFound } from "@/lib/errors";
import { type CompletionPurpose, getProvider, ProviderError, type TokenUsage } from "@/server/ai";
import { resolveCompletionParams } from "@/server/ai/completion-params";
import { countTokens } from "@/server/ai/offline-reply";
import { type ChatEvent, chatChannel, chatEvents, publishChatEvent } from "@/server/chats/chat-events";
import { agentFileContext } from "@/server/files/agent-file-context";
import type { RequestContext } from "@/server/http/context";
import { assembleFromSources } from "@/server/instructions/build-prompt";
import { describeError, log } from "@/server/log";
import { recordUsageDurably } from "@/server/usage/usage-job";
import { nameChat } from "../auto-title";
import { readChatRow } from "../chat-row";
import { closeChatRow } from "../close-chat";
import {
  attachGeneration,
  type Generation,
  type GenerationStatus,
  releaseSlot,
  type Slot,
} from "./generation-registry";
import { modelMessages } from "./model-messages";
import { appErrorOfProvider, providerErrorKind } from "./provider-error";
import type { ReplyInputs } from "./reply-inputs";
import { recordLeaseMessages, releaseLease, renewEveryMs, renewLease } from "./reply-lease";
import { finishReply, writeReplyText } from "./reply-writes";
import { speakReply } from "./speak-reply";
import { storeMessage } from "./store-message";
import { triggerInputs } from "./trigger-inputs";

export const WRITE_EVERY_MS = 300;
export const WRITE_EVERY_CHARS = 400;

export interface ReplyArgs {
  ctx: RequestContext;
  slot: Slot;
  /** The chat and what the prompt is made of, read by the caller's checks (loadReplyInputs). */
  inputs: ReplyInputs;
  /**
   * The user message this reply answers and how to store it (called once the prompt is read, while the model
   * starts), or null (greeting, allowNoUserInput).
   */
  userMessage: { content: string; store: () => Promise<{ id: string }> } | null;
  purpose: CompletionPurpose;
  forceClose: boolean;
  coachPrompts: string[];
  metaInstructions: string[];
  loadedData: string | null;
  /** When the request started, and how long loading user data (oracle) took. */
  startedAt: number;
  userDataMs: number;
  /** Timings measured before the turn (send-audio: transcription), kept in the details. */
  extraTimings?: Record<string, number>;
  /** generateAudio: speak the finished reply with this voice (null: the default). */
  speech?: { voice: string | null } | null;
}

const ms = (since: number) => Date.now() - since;

export async function startReply(args: ReplyArgs): Promise<Generation> {
  const { ctx } = args;
  const { chat, history, sets } = args.inputs;
  const chatId = chat.id;
  const agent = chat.agent;
  if (!agent) throw new AppError("BAD_REQUEST", { message: "This chat has no agent" });
  // As buildPrompt answers: an agent of another organisation, or a caller acting outside their own.
  if (!agent.inScope) throw notFound("Agent");
  if (!args.inputs.callerInOrganization) throw notFound("User");

  const promptStart = Date.now();
  const inputs = triggerInputs(chat, args.inputs.counts, {
    closing: args.forceClose,
    pendingUserMessage: args.userMessage !== null,
  });
  const prompt = assembleFromSources(
    { agent, user: { id: ctx.user._id, role: ctx.user.role }, sets },
    inputs,
  );
  const instructionsMs = ms(promptStart);
  // Only agents with files pay for this read (reply-inputs.ts says which have any).
  const filesStart = Date.now();
  const fileContext = agent.hasFiles
    ? await agentFileContext(agent.id, args.userMessage?.content ?? "")
    : null;
  const instructionFilesMs = agent.hasFiles ? ms(filesStart) : null;
  const params = resolveCompletionParams({
    chat,
    agent: agent.chatSettings,
    organization: chat.organizationChatConfig,
  });
  const messages = modelMessages({
    instructions: prompt.messages,
    fileContext,
    additionalInstructions: chat.additionalInstructions,
    loadedData: args.loadedData,
    history,
    userMessage: args.userMessage?.content ?? null,
    coachPrompts: args.coachPrompts,
    metaInstructions: args.metaInstructions,
  });
  const provider = getProvider();
  const triggerInputsUsed: TriggerInputs = { ...inputs, user: { _id: ctx.user._id, role: ctx.user.role } };
  const baseDetails = {
    completionParams: params,
    triggerInputs: triggerInputsUsed,
    triggeredFunctions: prompt.trace
      .filter((t) => t.included)
      .map((t) => ({ id: t.instructionId, name: t.name, setId: t.setId, setName: t.setName })),
    provider: provider.name,
    purpose: args.purpose,
  };

  // The model call starts now (next() runs the provider up to its request); its chunks wait in the iterator.
  const abort = new AbortController();
  const chunks = provider
    .streamCompletion({ ...params, messages, purpose: args.purpose, signal: abort.signal })
    [Symbol.asyncIterator]();
  const firstChunk = chunks.next();
  firstChunk.catch(() => {}); // read (and its failure handled) in run() below
  // Let the model request leave before the stores below keep this thread busy (they would delay it otherwise).
  await new Promise((resolve) => setImmediate(resolve));
  let stored: Awaited<ReturnType<typeof storeMessage>>;
  let replyTo: string | null = null;
  try {
    replyTo = args.userMessage ? (await args.userMessage.store()).id : null;
    stored = await storeMessage(chatId, {
      role: "assistant",
      content: "",
      agentId: agent.id,
      replyToMessageId: replyTo,
      details: { ...baseDetails, status: "streaming" } as unknown as Prisma.InputJsonValue,
    });
  } catch (error) {
    abort.abort();
    throw error;
  }
  const generation: Generation = {
    chatId,
    messageId: stored.id,
    replyTo,
    text: "",
    status: "streaming",
    abort,
    finished: Promise.resolve(),
  };
  attachGeneration(args.slot, generation);
  publishChatEvent(chatId, { type: "start", chatId, messageId: stored.id });
  // Streams on other instances find the reply through the lease from here on.
  const leaseRecorded = recordLeaseMessages(chatId, { userMessageId: replyTo, messageId: stored.id }).catch(
    (error) => log.warn("reply lease not updated", { chatId, ...describeError(error) }),
  );
  const stopListener = chatEvents().subscribe(
    chatChannel(chatId),
    (event: ChatEvent | { type: "resync" }) => {
      if (event.type === "stop" && event.messageId === stored.id) generation.abort.abort();
    },
  );
  const renewal = setInterval(() => {
    renewLease(chatId).then(
      (held) => {
        if (held) return;
        // Too late: the lease expired and another instance took the chat (and closed this reply). Stop writing.
        log.warn("reply lease lost", { chatId, messageId: stored.id });
        generation.abort.abort();
      },
      (error) => log.warn("reply lease not renewed", { chatId, ...describeError(error) }),
    );
  }, renewEveryMs());
  const stopLeasing = async () => {
    clearInterval(renewal);
    stopListener();
    await leaseRecorded;
    await releaseLease(chatId);
  };

  const completionStart = Date.now();
  const run = async () => {
    let usage: TokenUsage | null = null;
    let model: string = params.model;
    let responseId: string | null = null;
    let failure: unknown = null;
    let writes: Promise<unknown> = Promise.resolve();
    let lastWriteAt = Date.now();
    let lastWriteLength = 0;
    const writeSoFar = () => {
      const text = generation.text;
      lastWriteAt = Date.now();
      lastWriteLength = text.length;
      writes = writes
        .then(() => writeReplyText(stored.id, text))
        .catch((error) => log.warn("reply write failed", { chatId, ...describeError(error) }));
    };
    try {
      for (let next = await firstChunk; !next.done; next = await chunks.next()) {
        const chunk = next.value;
        if (chunk.type === "delta") {
          const offset = generation.text.length;
          generation.text += chunk.text;
          publishChatEvent(chatId, { type: "delta", messageId: stored.id, offset, text: chunk.text });
          const due = ms(lastWriteAt) >= WRITE_EVERY_MS;
          if (due || generation.text.length - lastWriteLength >= WRITE_EVERY_CHARS) writeSoFar();
        } else {
          usage = chunk.usage;
          model = chunk.model;
          responseId = chunk.responseId;
        }
      }
    } catch (error) {
      failure = error;
    }
    const aborted =
      generation.abort.signal.aborted || (failure instanceof ProviderError && failure.kind === "aborted");
    const status: GenerationStatus = aborted ? "stopped" : failure ? "error" : "done";
    if (status === "error")
      log.error("reply failed", { chatId, kind: providerErrorKind(failure), ...describeError(failure) });
    // A stopped or failed call reports no usage; it still cost about this much.
    const tokens = usage ?? {
      inputTokens: messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 0),
      outputTokens: countTokens(generation.text),
      totalTokens: 0,
    };
    if (!usage) tokens.totalTokens = tokens.inputTokens + tokens.outputTokens;
    await writes;
    const spoken =
      args.speech && status === "done" && generation.text.trim() !== ""
        ? await speakReply(ctx, stored.id, generation.text, args.speech.voice)
        : null;
    const details = {
      ...baseDetails,
      status,
      model,
      tokens: { prompt: tokens.inputTokens, completion: tokens.outputTokens, total: tokens.totalTokens },
      tokensEstimated: !usage,
      timings: {
        ...args.extraTimings,
        instructions: instructionsMs,
        ...(instructionFilesMs !== null ? { instructionFiles: instructionFilesMs } : {}),
        userData: args.userDataMs,
        completion: ms(completionStart),
        ...(spoken ? { audio: spoken.ms } : {}),
        total: ms(args.startedAt),
      },
      ...(status === "error" ? { error: { kind: providerErrorKind(failure) } } : {}),
      ...(spoken?.error ? { audioError: spoken.error } : {}),
    };
    const message = await finishReply(stored.id, {
      content: generation.text,
      details,
      model,
      responseId,
      audioFileId: spoken?.fileId ?? null,
    });
    await recordUsageDurably({
      ...tokens,
      model,
      chatId,
      agentId: agent.id,
      userId: ctx.user._id,
      organizationId: chat.organizationId ?? ctx.organizationId,
    }).catch((error) => log.error("usage record could not be queued", { chatId, ...describeError(error) }));
    if (args.forceClose && status === "done") await closeChatRow(ctx, chatId);
    if (status === "done" && chat.needsTitle) {
      const userTexts = [
        ...history,
        ...(args.userMessage ? [{ role: "user", content: args.userMessage.content }] : []),
      ]
        .filter((m) => m.role === "user")
        .map((m) => m.content);
      await nameChat(chatId, { userTexts, reply: generation.text, params }, (usage, usedModel) =>
        recordUsageDurably({
          ...usage,
          model: usedModel,
          chatId,
          agentId: agent.id,
          userId: ctx.user._id,
          organizationId: chat.organizationId ?? ctx.organizationId,
        }),
      );
    }
    const chatRow = await readChatRow(chatId, message);
    if (!chatRow) throw new Error(`chat ${chatId} is gone`);
    await stopLeasing();
    // From here on synchronous: status, slot and event change together (see generation-registry.ts).
    generation.status = status;
    releaseSlot(args.slot);
    if (status === "error") {
      publishChatEvent(chatId, {
        type: "error",
        messageId: stored.id,
        envelope: appErrorOfProvider(failure).toEnvelope(),
      });
    } else {
      publishChatEvent(chatId, { type: "done", messageId: stored.id, message, chat: chatRow });
    }
  };
  generation.finished = run().catch(async (error) => {
    // A database failure at the end: the reply cannot be finished; free the chat and tell the streams.
    log.error("reply could not be finished", { chatId, ...describeError(error) });
    await stopLeasing().catch((failure) =>
      // The lease then expires by itself, and whoever takes the chat closes the reply.
      log.error("reply lease not released", { chatId, ...describeError(failure) }),
    );
    generation.status = "error";
    releaseSlot(args.slot);
    publishChatEvent(chatId, {
      type: "error",
      messageId: stored.id,
      envelope: new AppError("INTERNAL_ERROR").toEnvelope(),
    });
  });
  return generation;
}
