/**
 * The one model-provider interface (docs/architecture.md, "The model provider"): streamed chat completion and structured output.
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
 * What a completion is for ("regenerate" is a reply written again for the same turn). Real providers ignore it
 * (the assembled instructions already say it); the offline provider uses it to answer the way the instructions
 * would make a model answer.
 */
export type CompletionPurpose =
  | "greeting"
  | "reply"
  | "regenerate"
  | "closing"
  | "simulated-athlete"
  | "safe-response";

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

/** Speech to text. `language` is an ISO 639-1 code (the §3 voice languages). */
export interface TranscriptionRequest {
  audio: Uint8Array;
  fileName: string;
  /** The sniffed container type, e.g. audio/webm. */
  mimeType: string;
  model: string;
  language: string;
  signal?: AbortSignal;
}

export interface TranscriptionResult {
  text: string;
  model: string;
  /** Token usage when the server reports it (gpt-4o-transcribe does), else null. */
  usage: TokenUsage | null;
}

/** Text to speech. */
export interface SpeechRequest {
  text: string;
  /** One of the §3 text-to-speech voices. */
  voice: string;
  model: string;
  /** ISO 639-1; the offline engine picks its voice by it. */
  language?: string;
  signal?: AbortSignal;
}

export interface SpeechResult {
  audio: Uint8Array;
  /** audio/mpeg from OpenAI, audio/wav from the offline engine. */
  mimeType: string;
  model: string;
}

/** The session config of OpenAI's GA realtime API (client_secrets), as it is sent. */
export type RealtimeSessionConfig = {
  type: "realtime";
  model: string;
  instructions: string;
  audio: {
    input: {
      transcription: { model: string; language?: string };
      turn_detection: { type: string; eagerness?: string };
    };
    output: { voice: string };
  };
};

/** An ephemeral realtime (speech-to-speech) session the browser connects to itself. */
export interface RealtimeSessionRequest {
  session: RealtimeSessionConfig;
}

export interface RealtimeSessionResult {
  clientSecret: string;
  expiresAt: string | null;
  /** Where the browser posts its WebRTC SDP offer. */
  url: string;
}

/** Upload to the provider's file store (OpenAI Files), for files the model reads by id. */
export interface ProviderFileUpload {
  bytes: Uint8Array;
  name: string;
  mimeType: string;
  purpose: "assistants" | "batch" | "fine-tune" | "vision" | "user_data" | "evals";
}

/** A moderation check of one text (OpenAI's moderation endpoint). */
export interface ModerationRequest {
  text: string;
  model: string;
  signal?: AbortSignal;
}

export interface ModerationResult {
  flagged: boolean;
  /** Category name (e.g. "self-harm/intent") to the model's score, 0..1. */
  scores: Record<string, number>;
  model: string;
}

export interface ModelProvider {
  readonly name: "openai" | "offline";
  streamCompletion(request: CompletionRequest): AsyncIterable<CompletionChunk>;
  structured<T>(request: StructuredRequest<T>): Promise<StructuredResult<T>>;
  /** Offline: a local engine; a ProviderError "unavailable" with a clear message where none can do it. */
  transcribe(request: TranscriptionRequest): Promise<TranscriptionResult>;
  speak(request: SpeechRequest): Promise<SpeechResult>;
  /** null: the provider has no realtime sessions (offline), and the browser takes turns through send-audio. */
  createRealtimeSession(request: RealtimeSessionRequest): Promise<RealtimeSessionResult | null>;
  /** null: the provider has no moderation endpoint (offline). */
  moderate(request: ModerationRequest): Promise<ModerationResult | null>;
  /** The provider's file id, or null when it keeps no files (offline). */
  uploadFile(file: ProviderFileUpload): Promise<string | null>;
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
