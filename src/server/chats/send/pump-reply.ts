/**
 * Phase 4 of a turn, "stream": the model's deltas go to the chat channel as they come, and the text so far to the
 * message, at most every WRITE_EVERY_MS or WRITE_EVERY_CHARS (readers of the chat on any instance see it grow).
 * Answers how the stream ended; never throws (a failure is an outcome).
 */
import { ProviderError, type TokenUsage } from "@/server/ai";
import { publishChatEvent } from "@/server/chats/live/chat-events";
import { describeError, log } from "@/server/log";
import type { GenerationStatus } from "./generation-registry";
import type { OpenReply } from "./open-reply";
import { providerErrorKind } from "./provider-error";
import { writeReplyText } from "./reply-writes";

export const WRITE_EVERY_MS = 300;
export const WRITE_EVERY_CHARS = 400;

export interface Pumped {
  status: Exclude<GenerationStatus, "streaming">;
  /** As the provider reported it; null when the stream did not finish. */
  usage: TokenUsage | null;
  model: string | null;
  responseId: string | null;
  failure: unknown;
}

export async function pumpReply(open: OpenReply): Promise<Pumped> {
  const { generation } = open;
  const { chatId, messageId } = generation;
  const result: Pumped = { status: "done", usage: null, model: null, responseId: null, failure: null };
  let writes: Promise<unknown> = Promise.resolve();
  let lastWriteAt = Date.now();
  let lastWriteLength = 0;
  const writeSoFar = () => {
    const text = generation.text;
    lastWriteAt = Date.now();
    lastWriteLength = text.length;
    writes = writes
      .then(() => writeReplyText(messageId, text))
      .catch((error) => log.warn("reply write failed", { chatId, ...describeError(error) }));
  };
  try {
    // The model's safeguarding checks first: they may turn the reply into a safe one before its first word.
    if (open.hold) await open.hold();
    for (let next = await open.firstChunk; !next.done; next = await open.chunks.next()) {
      const chunk = next.value;
      if (chunk.type === "delta") {
        const offset = generation.text.length;
        generation.text += chunk.text;
        publishChatEvent(chatId, { type: "delta", messageId, offset, text: chunk.text });
        const due = Date.now() - lastWriteAt >= WRITE_EVERY_MS;
        if (due || generation.text.length - lastWriteLength >= WRITE_EVERY_CHARS) writeSoFar();
      } else {
        result.usage = chunk.usage;
        result.model = chunk.model;
        result.responseId = chunk.responseId;
      }
    }
  } catch (error) {
    result.failure = error;
  }
  await writes;
  const failure = result.failure;
  const aborted =
    generation.abort.signal.aborted || (failure instanceof ProviderError && failure.kind === "aborted");
  result.status = aborted ? "stopped" : failure ? "error" : "done";
  if (result.status === "error")
    log.error("reply failed", { chatId, kind: providerErrorKind(failure), ...describeError(failure) });
  return result;
}
