import { countTokens, offlineReply, tokensOf } from "./offline-reply";
import { valueFromSchema } from "./offline-structured";
import { offlineSpeak, offlineTranscribe } from "./offline-voice";
import {
  type CompletionChunk,
  type CompletionRequest,
  type ModelProvider,
  ProviderError,
  type StructuredRequest,
  type StructuredResult,
} from "./provider";

const OFFLINE_MODEL = "offline-coach";

function delayMs(): number {
  const raw = Number(process.env.OFFLINE_TOKEN_DELAY_MS);
  return Number.isFinite(raw) && raw >= 0 ? raw : 15;
}

/** OFFLINE_STRUCTURED_DELAY_MS: how long a structured answer (an assessment, a summary) takes, like a model's call. */
function structuredDelayMs(): number {
  const raw = Number(process.env.OFFLINE_STRUCTURED_DELAY_MS);
  return Number.isFinite(raw) && raw >= 0 ? raw : 0;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  if (ms === 0) return Promise.resolve();
  return new Promise((resolve) => {
    // One listener per token, removed again: a long reply must not pile listeners on one signal.
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function promptTokens(request: { messages: { content: string }[] }): number {
  return request.messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 0);
}

/** The embedded default: streams a deterministic reply word by word (OFFLINE_TOKEN_DELAY_MS apart, default 15). */
export const offlineProvider: ModelProvider = {
  name: "offline",

  async *streamCompletion(request: CompletionRequest): AsyncIterable<CompletionChunk> {
    const text = offlineReply(request.messages, request.purpose);
    const limit = request.maxTokens ?? Number.POSITIVE_INFINITY;
    let sent = "";
    for (const token of tokensOf(text)) {
      if (request.signal?.aborted) throw new ProviderError("aborted", "The request was aborted");
      if (countTokens(sent + token) > limit) break;
      await sleep(delayMs(), request.signal);
      sent += token;
      yield { type: "delta", text: token };
    }
    const inputTokens = promptTokens(request);
    const outputTokens = countTokens(sent);
    yield {
      type: "finish",
      usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
      model: OFFLINE_MODEL,
      responseId: null,
      finishReason: sent.length < text.length ? "length" : "stop",
    };
  },

  async structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
    await sleep(structuredDelayMs(), request.signal);
    const raw = request.offlineAnswer
      ? request.offlineAnswer(request.messages)
      : valueFromSchema(request.jsonSchema, request.name);
    let value: T;
    try {
      value = request.parse(raw);
    } catch (cause) {
      throw new ProviderError("invalid_output", "The offline answer does not match the schema", { cause });
    }
    const inputTokens = promptTokens(request);
    const outputTokens = countTokens(JSON.stringify(raw));
    return {
      value,
      usage: { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens },
      model: OFFLINE_MODEL,
    };
  },

  transcribe: offlineTranscribe,
  speak: offlineSpeak,
  // No realtime sessions offline: the browser takes turns through /chats/send-audio.
  createRealtimeSession: async () => null,
  // Offline, the safeguarding screen is the rules alone (src/server/safeguarding/detector.ts).
  moderate: async () => null,
  // Offline keeps no provider-side files; the stored file and its extracted text are enough.
  uploadFile: async () => null,
};
