import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { answerShape } from "@/server/ai/answer-shape";
import { openaiClient } from "@/server/ai/openai-client";
import { wireSuite } from "../support/wire-suite";

const wire = wireSuite({ provider: true, resetEach: true });

const platform = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = platform;
});

describe("openai client: the platform's fetch", () => {
  it("calls the fetch a framework wrapped (Next's patched fetch) underneath the wrapper, never the wrapper", async () => {
    const calls: string[] = [];
    const original = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push("original");
      return platform(input, init);
    }) as typeof fetch;
    const wrapped = Object.assign(
      ((input: RequestInfo | URL, init?: RequestInit) => {
        calls.push("wrapper");
        return original(input, init);
      }) as typeof fetch,
      { _nextOriginalFetch: original },
    );
    globalThis.fetch = wrapped;
    // A key of its own, so the client is made now, with the wrapper in place.
    process.env.OPENAI_API_KEY = "request-setup";
    wire.setScript({ reply: "Hello." });
    await openaiClient().chat.completions.create({
      model: "gpt-test",
      messages: [{ role: "user", content: "Hi" }],
    });
    expect(calls).toEqual(["original"]);
    expect(wire.requests).toHaveLength(1);
  });
});

describe("answerShape", () => {
  it("converts a schema to JSON Schema once and parses with it", () => {
    const schema = z.object({ title: z.string() });
    const first = answerShape(schema);
    expect(answerShape(schema).jsonSchema).toBe(first.jsonSchema);
    expect(first.jsonSchema).toMatchObject({ type: "object", required: ["title"] });
    expect(first.parse({ title: "Sleep" })).toEqual({ title: "Sleep" });
    expect(() => first.parse({})).toThrow();
  });
});
