import { afterEach, describe, expect, it } from "vitest";
import { openaiProvider } from "@/server/ai/openai-provider";
import type { CompletionChunk, CompletionRequest, ModelMessage } from "@/server/ai/provider";
import { startOpenAIWireServer } from "../support/openai-wire-server";
import { providerFailure } from "../support/provider-error";
import { wireSuite } from "../support/wire-suite";

const wire = wireSuite({ provider: true, resetEach: true });

afterEach(() => {
  delete process.env.OPENAI_STREAM_IDLE_TIMEOUT_MS;
  delete process.env.OPENAI_TIMEOUT_MS;
});

const messages: ModelMessage[] = [
  { role: "system", content: "You are a coach." },
  { role: "developer", content: "Ask one question." },
  { role: "user", content: "I slept badly.", name: "athlete" },
  { role: "assistant", content: "Sorry to hear that." },
  { role: "user", content: "What now?" },
];

function request(over: Partial<CompletionRequest> = {}): CompletionRequest {
  return { model: "gpt-test", temperature: 0.3, maxTokens: 120, messages, ...over };
}

async function collect(req: CompletionRequest): Promise<CompletionChunk[]> {
  const chunks: CompletionChunk[] = [];
  for await (const chunk of openaiProvider().streamCompletion(req)) chunks.push(chunk);
  return chunks;
}

describe("openai provider: streamed completion", () => {
  it("reassembles the streamed chunks and ends with one finish chunk carrying the server's usage", async () => {
    wire.setScript({
      reply: "One two three four five.",
      chunks: 3,
      usage: { prompt_tokens: 42, completion_tokens: 7 },
    });
    const chunks = await collect(request());
    const deltas = chunks.filter((c) => c.type === "delta");
    expect(deltas).toHaveLength(3);
    expect(deltas.map((c) => c.text).join("")).toBe("One two three four five.");
    const finishes = chunks.filter((c) => c.type === "finish");
    expect(finishes).toHaveLength(1);
    expect(chunks.at(-1)).toEqual({
      type: "finish",
      usage: { inputTokens: 42, outputTokens: 7, totalTokens: 49 },
      model: "gpt-test",
      responseId: expect.stringMatching(/^chatcmpl-wire-/),
      finishReason: "stop",
    });
  });

  it("sends model, temperature, max tokens, messages, streaming with usage, and the API key", async () => {
    await collect(request());
    expect(wire.requests).toHaveLength(1);
    const [sent] = wire.requests;
    expect(sent.path).toBe("/v1/chat/completions");
    expect(sent.headers.authorization).toBe("Bearer test-key");
    expect(sent.body).toMatchObject({
      model: "gpt-test",
      temperature: 0.3,
      max_tokens: 120,
      stream: true,
      stream_options: { include_usage: true },
    });
    expect(sent.body.max_completion_tokens).toBeUndefined();
    expect(sent.body.messages).toEqual([
      { role: "system", content: "You are a coach." },
      { role: "system", content: "Ask one question." },
      { role: "user", content: "I slept badly.", name: "athlete" },
      { role: "assistant", content: "Sorry to hear that." },
      { role: "user", content: "What now?" },
    ]);
  });

  it("sends no token limit when maxTokens is null, and reports the model the server names", async () => {
    wire.setScript({ model: "served-model-2026" });
    const chunks = await collect(request({ maxTokens: null }));
    expect(wire.requests[0].body).not.toHaveProperty("max_tokens");
    expect(wire.requests[0].body).not.toHaveProperty("max_completion_tokens");
    expect(chunks.at(-1)).toMatchObject({ type: "finish", model: "served-model-2026" });
  });

  it("estimates the usage when the server sends none", async () => {
    wire.setScript({ reply: "abcdefgh", usage: false });
    const finish = (await collect(request())).at(-1);
    const inputTokens = messages.reduce((n, m) => n + Math.ceil(m.content.length / 4) + 4, 0);
    expect(finish).toMatchObject({ usage: { inputTokens, outputTokens: 2, totalTokens: inputTokens + 2 } });
  });

  it("passes the finish reason through", async () => {
    wire.setScript({ reply: "cut", finishReason: "length" });
    expect((await collect(request())).at(-1)).toMatchObject({ finishReason: "length" });
  });

  it("maps 429 to rate_limited without retrying", async () => {
    wire.setScript({ status: 429, errorMessage: "Rate limit reached" });
    const error = await providerFailure(() => collect(request()));
    expect(error.kind).toBe("rate_limited");
    expect(error.status).toBe(429);
    expect(wire.requests).toHaveLength(1);
  });

  it("maps 500 to unavailable without retrying", async () => {
    wire.setScript({ status: 500 });
    const error = await providerFailure(() => collect(request()));
    expect(error.kind).toBe("unavailable");
    expect(error.status).toBe(500);
    expect(wire.requests).toHaveLength(1);
  });

  it.each([
    [401, "auth"],
    [403, "auth"],
    [400, "bad_request"],
  ])("maps %i to %s", async (status, kind) => {
    wire.setScript({ status });
    expect((await providerFailure(() => collect(request()))).kind).toBe(kind);
  });

  it("maps an unreachable server to unavailable", async () => {
    const other = await startOpenAIWireServer();
    await other.close();
    process.env.OPENAI_BASE_URL = other.url;
    try {
      expect((await providerFailure(() => collect(request()))).kind).toBe("unavailable");
    } finally {
      process.env.OPENAI_BASE_URL = wire.url;
    }
  });

  it("fails a stream that stalls with timeout, after the chunks it got, and closes the request", async () => {
    process.env.OPENAI_STREAM_IDLE_TIMEOUT_MS = "150";
    wire.setScript({ reply: "one two three four", stallAfterChunks: 2 });
    const seen: string[] = [];
    const error = await providerFailure(async () => {
      for await (const chunk of openaiProvider().streamCompletion(request()))
        if (chunk.type === "delta") seen.push(chunk.text);
    });
    expect(error.kind).toBe("timeout");
    expect(seen.join("")).toBe("one two ");
    await expect.poll(() => wire.requests[0].closedEarly).toBe(true);
  });

  it("fails with timeout when the first token does not come in time", async () => {
    process.env.OPENAI_TIMEOUT_MS = "150";
    wire.setScript({ stallAfterChunks: 0 });
    expect((await providerFailure(() => collect(request()))).kind).toBe("timeout");
  });

  it("aborts through the caller's signal and closes the request", async () => {
    wire.setScript({ reply: "one two three four", stallAfterChunks: 1 });
    const controller = new AbortController();
    const error = await providerFailure(async () => {
      for await (const chunk of openaiProvider().streamCompletion(request({ signal: controller.signal })))
        if (chunk.type === "delta") controller.abort();
    });
    expect(error.kind).toBe("aborted");
    await expect.poll(() => wire.requests[0].closedEarly).toBe(true);
  });

  it("fails at once with aborted when the signal is already aborted", async () => {
    const error = await providerFailure(() => collect(request({ signal: AbortSignal.abort() })));
    expect(error.kind).toBe("aborted");
  });

  it("closes the request when the consumer stops reading early", async () => {
    wire.setScript({ reply: "one two three four", stallAfterChunks: 1 });
    for await (const chunk of openaiProvider().streamCompletion(request())) if (chunk.type === "delta") break;
    await expect.poll(() => wire.requests[0].closedEarly).toBe(true);
  });
});

describe("openai provider: structured output", () => {
  const jsonSchema = {
    type: "object",
    properties: { title: { type: "string" }, score: { type: "number" } },
    required: ["title", "score"],
    additionalProperties: false,
  };
  const parse = (value: unknown) => {
    const v = value as { title?: unknown; score?: unknown };
    if (typeof v?.title !== "string" || typeof v.score !== "number") throw new Error("bad shape");
    return { title: v.title, score: v.score };
  };
  const structuredRequest = {
    model: "gpt-test",
    temperature: 0,
    maxTokens: null,
    messages,
    name: "summary",
    jsonSchema,
    parse,
  };

  it("asks for a strict JSON schema and returns the parsed, validated answer with its usage", async () => {
    wire.setScript({
      reply: '{"title":"Sleep","score":3}',
      usage: { prompt_tokens: 10, completion_tokens: 5 },
    });
    const result = await openaiProvider().structured(structuredRequest);
    expect(result).toEqual({
      value: { title: "Sleep", score: 3 },
      usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
      model: "gpt-test",
    });
    expect(wire.requests[0].body.stream).toBe(false);
    expect(wire.requests[0].body.response_format).toEqual({
      type: "json_schema",
      json_schema: { name: "summary", schema: jsonSchema, strict: true },
    });
  });

  it("fails with invalid_output when the answer is not JSON", async () => {
    wire.setScript({ reply: "Sure! Here is your summary." });
    expect((await providerFailure(() => openaiProvider().structured(structuredRequest))).kind).toBe(
      "invalid_output",
    );
  });

  it("fails with invalid_output when the answer does not match the schema", async () => {
    wire.setScript({ reply: '{"title":"Sleep"}' });
    expect((await providerFailure(() => openaiProvider().structured(structuredRequest))).kind).toBe(
      "invalid_output",
    );
  });

  it("maps a 429 to rate_limited", async () => {
    wire.setScript({ status: 429 });
    expect((await providerFailure(() => openaiProvider().structured(structuredRequest))).kind).toBe(
      "rate_limited",
    );
  });
});
