/**
 * The `openai` provider: OpenAI, or any OpenAI-compatible server at OPENAI_BASE_URL, through the openai SDK's
 * chat-completions API (the one API that compatible servers — vLLM, Ollama, llama.cpp, LiteLLM — all speak).
 * Streams with stream_options.include_usage so the last chunk carries the token usage of §3's usage report.
 */
import type {
  ChatCompletionCreateParamsBase,
  ChatCompletionMessageParam,
} from "openai/resources/chat/completions";
import { countTokens } from "./offline-reply";
import { firstByteTimeoutMs, isCompatibleServer, openaiClient, streamIdleTimeoutMs } from "./openai-client";
import { toProviderError } from "./openai-errors";
import { openaiModerate } from "./openai-moderation";
import { openaiRealtimeSession, openaiSpeak, openaiTranscribe, openaiUploadFile } from "./openai-voice";
import { Watchdog } from "./openai-watchdog";
import {
  type CompletionChunk,
  type CompletionParams,
  type CompletionRequest,
  type ModelMessage,
  type ModelProvider,
  ProviderError,
  type StructuredRequest,
  type StructuredResult,
  type TokenUsage,
} from "./provider";

/**
 * "developer" becomes "system": OpenAI treats the two alike for chat models (and maps system to developer for
 * reasoning models itself), while many compatible servers reject the newer "developer" role.
 */
function toWireMessages(messages: ModelMessage[]): ChatCompletionMessageParam[] {
  return messages.map((m) => {
    const role = m.role === "developer" ? "system" : m.role;
    return (
      m.name ? { role, content: m.content, name: m.name } : { role, content: m.content }
    ) as ChatCompletionMessageParam;
  });
}

/**
 * OpenAI's own API gets max_completion_tokens (its reasoning models reject max_tokens); a compatible server gets
 * max_tokens, the field they all accept (several ignore or reject max_completion_tokens).
 */
function wireParams(params: CompletionParams, messages: ModelMessage[]): ChatCompletionCreateParamsBase {
  const limit =
    params.maxTokens === null
      ? {}
      : isCompatibleServer()
        ? { max_tokens: params.maxTokens }
        : { max_completion_tokens: params.maxTokens };
  return {
    model: params.model,
    temperature: params.temperature,
    messages: toWireMessages(messages),
    ...limit,
  };
}

function fromWireUsage(usage: { prompt_tokens: number; completion_tokens: number; total_tokens?: number }) {
  return {
    inputTokens: usage.prompt_tokens,
    outputTokens: usage.completion_tokens,
    totalTokens: usage.total_tokens ?? usage.prompt_tokens + usage.completion_tokens,
  };
}

/** For servers that send no usage (some compatible ones ignore include_usage): the offline provider's estimate. */
function estimatedUsage(messages: ModelMessage[], output: string): TokenUsage {
  const inputTokens = messages.reduce((sum, m) => sum + countTokens(m.content) + 4, 0);
  const outputTokens = countTokens(output);
  return { inputTokens, outputTokens, totalTokens: inputTokens + outputTokens };
}

async function* streamCompletion(request: CompletionRequest): AsyncIterable<CompletionChunk> {
  const watchdog = new Watchdog(request.signal);
  let text = "";
  let usage: TokenUsage | null = null;
  let model = request.model;
  let responseId: string | null = null;
  let finishReason: string | null = null;
  try {
    watchdog.arm(firstByteTimeoutMs());
    const stream = await openaiClient().chat.completions.create(
      { ...wireParams(request, request.messages), stream: true, stream_options: { include_usage: true } },
      { signal: watchdog.signal, timeout: firstByteTimeoutMs() },
    );
    for await (const chunk of stream) {
      // Disarmed while the consumer handles a delta: its own pace is not a stalled server.
      watchdog.disarm();
      model = chunk.model || model;
      responseId = chunk.id || responseId;
      if (chunk.usage) usage = fromWireUsage(chunk.usage);
      const choice = chunk.choices[0];
      if (choice?.finish_reason) finishReason = choice.finish_reason;
      const delta = choice?.delta?.content;
      if (delta) {
        text += delta;
        yield { type: "delta", text: delta };
      }
      watchdog.arm(streamIdleTimeoutMs());
    }
    // The SDK ends an aborted stream without an error.
    if (watchdog.reason) throw toProviderError(null, watchdog.reason);
  } catch (error) {
    throw toProviderError(error, watchdog.reason);
  } finally {
    watchdog.dispose();
  }
  yield {
    type: "finish",
    usage: usage ?? estimatedUsage(request.messages, text),
    model,
    responseId,
    finishReason,
  };
}

async function structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>> {
  const watchdog = new Watchdog(request.signal);
  try {
    watchdog.arm(firstByteTimeoutMs());
    const completion = await openaiClient().chat.completions.create(
      {
        ...wireParams(request, request.messages),
        stream: false,
        response_format: {
          type: "json_schema",
          json_schema: { name: request.name, schema: request.jsonSchema, strict: true },
        },
      },
      { signal: watchdog.signal, timeout: firstByteTimeoutMs() },
    );
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new ProviderError("invalid_output", `The model refused: ${message.refusal}`);
    const content = message?.content ?? "";
    let raw: unknown;
    try {
      raw = JSON.parse(content);
    } catch (cause) {
      throw new ProviderError("invalid_output", "The model's answer is not JSON", { cause });
    }
    let value: T;
    try {
      value = request.parse(raw);
    } catch (cause) {
      throw new ProviderError("invalid_output", "The model's answer does not match the schema", { cause });
    }
    return {
      value,
      usage: completion.usage ? fromWireUsage(completion.usage) : estimatedUsage(request.messages, content),
      model: completion.model || request.model,
    };
  } catch (error) {
    throw toProviderError(error, watchdog.reason);
  } finally {
    watchdog.dispose();
  }
}

const provider: ModelProvider = {
  name: "openai",
  streamCompletion,
  structured,
  transcribe: openaiTranscribe,
  speak: openaiSpeak,
  createRealtimeSession: openaiRealtimeSession,
  uploadFile: openaiUploadFile,
  moderate: openaiModerate,
};

export function openaiProvider(): ModelProvider {
  return provider;
}
