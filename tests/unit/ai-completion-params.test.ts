import { describe, expect, it } from "vitest";
import { DEFAULT_CHAT_MODEL, DEFAULT_TEMPERATURE } from "@/lib/constants";
import { resolveCompletionParams, usersCanConfigureChat } from "@/server/ai/completion-params";

const chat = { model: "chat-model", temperature: 0.1, maxTokens: 100 };
const agent = { model: "agent-model", temperature: 0.2, maxTokens: 200 };
const organization = { model: "org-model", temperature: 0.3, maxTokens: 300, usersCanConfigureChat: true };

describe("resolveCompletionParams", () => {
  it("takes each field from the chat first", () => {
    expect(resolveCompletionParams({ chat, agent, organization })).toEqual(chat);
  });

  it("falls back to the agent, then the organisation, then the §9 defaults", () => {
    expect(resolveCompletionParams({ agent, organization })).toEqual(agent);
    expect(resolveCompletionParams({ organization })).toEqual({
      model: "org-model",
      temperature: 0.3,
      maxTokens: 300,
    });
    expect(resolveCompletionParams({})).toEqual({
      model: DEFAULT_CHAT_MODEL,
      temperature: DEFAULT_TEMPERATURE,
      maxTokens: null,
    });
    expect(DEFAULT_CHAT_MODEL).toBe("gpt-4.1-mini");
    expect(DEFAULT_TEMPERATURE).toBe(0.7);
  });

  it("resolves every field on its own", () => {
    expect(
      resolveCompletionParams({
        chat: { temperature: 0 },
        agent: { maxTokens: 50 },
        organization: { model: "org" },
      }),
    ).toEqual({ model: "org", temperature: 0, maxTokens: 50 });
    expect(resolveCompletionParams({ chat: { maxTokens: 10 }, agent: { model: "a" } })).toEqual({
      model: "a",
      temperature: DEFAULT_TEMPERATURE,
      maxTokens: 10,
    });
  });

  it("skips unset and invalid values: null, blank models, non-numbers", () => {
    expect(
      resolveCompletionParams({
        chat: { model: "  ", temperature: null, maxTokens: Number.NaN },
        agent: { model: null, temperature: "0.5", maxTokens: "9" },
        organization: null,
      }),
    ).toEqual({ model: DEFAULT_CHAT_MODEL, temperature: DEFAULT_TEMPERATURE, maxTokens: null });
    expect(resolveCompletionParams({ chat: null, agent: "oops", organization: 3 })).toEqual({
      model: DEFAULT_CHAT_MODEL,
      temperature: DEFAULT_TEMPERATURE,
      maxTokens: null,
    });
  });
});

describe("usersCanConfigureChat", () => {
  it("is true only when the organisation says so", () => {
    expect(usersCanConfigureChat({ usersCanConfigureChat: true })).toBe(true);
    expect(usersCanConfigureChat({ usersCanConfigureChat: false })).toBe(false);
    expect(usersCanConfigureChat({})).toBe(false);
    expect(usersCanConfigureChat(null)).toBe(false);
    expect(usersCanConfigureChat(undefined)).toBe(false);
  });
});
