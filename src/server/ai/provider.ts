/**
 * The one model-provider interface (docs/architecture.md, "AI"): streamed chat completion and structured output.
 * `openai` talks to OpenAI or any OpenAI-compatible server through the openai SDK; `offline` is the embedded default
 * when no key is configured. Chat services depend on this interface only, never on a provider module.
 */

export type ModelRole = "system" | "developer" | "user" | "assistant";

export interface ModelMessage {
  role: ModelRole;
  content: string;
  /** A speaker name, e.g. the simulated athlete. */
  name?: string;
}

export interface CompletionParams {
  model: string;
  temperature: number;
  /** null: no limit. */
  maxTokens: number | null;
}

/**
 * What the turn is for. Real providers ignore it (the assembled instructions already say it); the offline
 * provider uses it to answer the way the instructions would make a model answer.
 */
export type CompletionPurpose = "greeting" | "reply" | "closing" | "simulated-athlete";

export interface CompletionRequest extends CompletionParams {
  messages: ModelMessage[];
  purpose?: CompletionPurpose;
  /** Aborts the request; the stream then ends with a ProviderError of kind "aborted". */
  signal?: AbortSignal;
}

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
}

/** What a streamed completion yields: text deltas, then exactly one final chunk. */
export type CompletionChunk =
  | { type: "delta"; text: string }
  | {
      type: "finish";
      usage: TokenUsage;
      /** The model that answered, as the server reports it. */
      model: string;
      responseId: string | null;
      finishReason: string | null;
    };

export interface StructuredRequest<T> extends CompletionParams {
  messages: ModelMessage[];
  /** A name for the schema (letters, digits, underscores), sent to the model. */
  name: string;
  /** JSON schema of the answer (from zod's toJSONSchema). */
  jsonSchema: Record<string, unknown>;
  /** Validates the parsed answer; a failure is a ProviderError of kind "invalid_output". */
  parse: (value: unknown) => T;
  signal?: AbortSignal;
  /** The offline provider's answer; without it, it derives one from `jsonSchema`. */
  offlineAnswer?: (messages: ModelMessage[]) => unknown;
}

export interface StructuredResult<T> {
  value: T;
  usage: TokenUsage;
  model: string;
}

export interface ModelProvider {
  readonly name: "openai" | "offline";
  streamCompletion(request: CompletionRequest): AsyncIterable<CompletionChunk>;
  structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>>;
}

export type ProviderErrorKind =
  | "rate_limited"
  | "unavailable"
  | "timeout"
  | "aborted"
  | "bad_request"
  | "auth"
  | "invalid_output";

/** A model call that failed; chat services map the kind to what the user sees. */
export class ProviderError extends Error {
  readonly kind: ProviderErrorKind;
  readonly status: number | null;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { status?: number | null; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "ProviderError";
    this.kind = kind;
    this.status = options.status ?? null;
  }
}
