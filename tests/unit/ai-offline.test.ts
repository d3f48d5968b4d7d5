import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlineProvider } from "@/server/ai/offline-provider";
import { countTokens, OFFLINE_NOTICE, offlineReply, tokensOf } from "@/server/ai/offline-reply";
import type { CompletionChunk, CompletionRequest, ModelMessage } from "@/server/ai/provider";
import { ProviderError } from "@/server/ai/provider";

const saved = process.env.OFFLINE_TOKEN_DELAY_MS;
beforeAll(() => {
  process.env.OFFLINE_TOKEN_DELAY_MS = "0";
});
afterAll(() => {
  process.env.OFFLINE_TOKEN_DELAY_MS = saved;
});

const system: ModelMessage = { role: "system", content: "Be brief and kind. Use the athlete's name." };
const conversation: ModelMessage[] = [
  system,
  { role: "assistant", content: "Hello!" },
  { role: "user", content: "My knee hurts after long runs." },
  { role: "assistant", content: "Tell me more." },
  { role: "user", content: "It started last week." },
];

function request(over: Partial<CompletionRequest> = {}): CompletionRequest {
  return { model: "any", temperature: 0.7, maxTokens: null, messages: conversation, ...over };
}

async function collect(req: CompletionRequest): Promise<CompletionChunk[]> {
  const chunks: CompletionChunk[] = [];
  for await (const chunk of offlineProvider.streamCompletion(req)) chunks.push(chunk);
  return chunks;
}

const textOf = (chunks: CompletionChunk[]) => chunks.map((c) => (c.type === "delta" ? c.text : "")).join("");

describe("offline reply text", () => {
  it("greets when asked for a greeting, or when there is no user message yet", () => {
    const greeting = offlineReply(conversation, "greeting");
    expect(greeting).toMatch(/^Hello! Welcome to your session/);
    expect(offlineReply([system], "reply")).toMatch(/^Hello! Welcome to your session/);
  });

  it("answers the last user message in a reply", () => {
    const reply = offlineReply(conversation, "reply");
    expect(reply).toMatch(/^Thank you for sharing\. You said: “It started last week\.”/);
    expect(reply).not.toMatch(/Welcome to your session/);
  });

  it("writes a regenerated reply differently: another opening and another question, the same turn answered", () => {
    const reply = offlineReply(conversation, "reply");
    const again = offlineReply(conversation, "regenerate");
    expect(again).toMatch(/^Let me put that another way\. You said: “It started last week\.”/);
    expect(again.split("\n\n")[1]).not.toBe(reply.split("\n\n")[1]);
    expect(again.endsWith(OFFLINE_NOTICE)).toBe(true);
  });

  it("summarises the user's messages when closing", () => {
    const closing = offlineReply(conversation, "closing");
    expect(closing).toMatch(/^Let's wrap up our session/);
    expect(closing).toContain("- You shared: “My knee hurts after long runs.”");
    expect(closing).toContain("- You shared: “It started last week.”");
  });

  it("says it is offline and never repeats its instructions, which are hidden information (§6)", () => {
    for (const purpose of ["greeting", "reply", "regenerate", "closing"] as const) {
      const text = offlineReply(conversation, purpose);
      expect(text.endsWith(OFFLINE_NOTICE)).toBe(true);
      expect(text).not.toContain("Be brief and kind");
      expect(text).not.toContain("Instructions I am following");
    }
  });

  it("is deterministic", () => {
    expect(offlineReply(conversation, "reply")).toBe(offlineReply([...conversation], "reply"));
  });
});

describe("offline provider", () => {
  it("streams the reply word by word, then one finish chunk with usage", async () => {
    const chunks = await collect(request());
    const expected = offlineReply(conversation, "reply");
    expect(textOf(chunks)).toBe(expected);
    expect(chunks.filter((c) => c.type === "delta")).toHaveLength(tokensOf(expected).length);
    const finish = chunks.at(-1);
    expect(chunks.filter((c) => c.type === "finish")).toHaveLength(1);
    expect(finish).toMatchObject({ type: "finish", model: "offline-coach", finishReason: "stop" });
    if (finish?.type !== "finish") throw new Error("no finish chunk");
    expect(finish.usage.outputTokens).toBe(countTokens(expected));
    expect(finish.usage.totalTokens).toBe(finish.usage.inputTokens + finish.usage.outputTokens);
  });

  it("stops at maxTokens with finish reason length", async () => {
    const chunks = await collect(request({ maxTokens: 5 }));
    const text = textOf(chunks);
    expect(countTokens(text)).toBeLessThanOrEqual(5);
    expect(text.length).toBeGreaterThan(0);
    expect(chunks.at(-1)).toMatchObject({
      finishReason: "length",
      usage: { outputTokens: countTokens(text) },
    });
  });

  it("gives the same stream twice", async () => {
    expect(textOf(await collect(request()))).toBe(textOf(await collect(request())));
  });

  it("fails with aborted when the signal is aborted", async () => {
    await expect(collect(request({ signal: AbortSignal.abort() }))).rejects.toMatchObject({
      name: "ProviderError",
      kind: "aborted",
    });
  });

  it("answers structured requests from the schema, or from offlineAnswer", async () => {
    const jsonSchema = {
      type: "object",
      properties: { title: { type: "string" }, n: { type: "integer", minimum: 2 } },
    };
    const parse = (v: unknown) => v as { title: string; n: number };
    const base = {
      model: "any",
      temperature: 0,
      maxTokens: null,
      messages: conversation,
      name: "summary",
      jsonSchema,
      parse,
    };
    expect((await offlineProvider.structured(base)).value).toEqual({ title: "Offline title", n: 2 });
    const given = await offlineProvider.structured({
      ...base,
      offlineAnswer: () => ({ title: "Given", n: 9 }),
    });
    expect(given.value).toEqual({ title: "Given", n: 9 });
  });

  it("fails structured requests with invalid_output when parse rejects the answer", async () => {
    const failing = offlineProvider.structured({
      model: "any",
      temperature: 0,
      maxTokens: null,
      messages: conversation,
      name: "x",
      jsonSchema: { type: "string" },
      parse: () => {
        throw new Error("no");
      },
    });
    await expect(failing).rejects.toBeInstanceOf(ProviderError);
    await expect(failing).rejects.toMatchObject({ kind: "invalid_output" });
  });
});

describe("the offline simulated athlete", () => {
  it("opens, then says something new each turn, in the first person", () => {
    const lines = [0, 1, 2, 3].map((n) =>
      offlineReply(
        Array.from({ length: n }, () => ({ role: "user" as const, content: "Coach line" })),
        "simulated-athlete",
      ),
    );
    expect(lines[0]).toMatch(/^Hi coach\./);
    expect(new Set(lines).size).toBe(4);
    for (const line of lines) expect(line).toMatch(/\bI\b/);
    for (const line of lines) expect(line).not.toContain(OFFLINE_NOTICE);
  });
});
