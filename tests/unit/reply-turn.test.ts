import { describe, expect, it } from "vitest";
import { triggerInputs } from "@/server/chats/send/trigger-inputs";

describe("triggerInputs", () => {
  const chat = { number: 3, numberWithAgent: null, mode: "coaching" };

  it("counts the pending user message, and falls back to the chat number for sessions with the agent", () => {
    expect(
      triggerInputs(chat, { user: 2, assistant: 2 }, { closing: false, pendingUserMessage: true }),
    ).toEqual({
      nSession: 3,
      nSessionWithAgent: 3,
      nAssistantMessage: 2,
      nUserMessage: 3,
      chatIsClosing: false,
      chatMode: "coaching",
    });
  });

  it("counts a greeting (no user message) as the first session when the chat has no number", () => {
    const inputs = triggerInputs(
      { number: null, numberWithAgent: null, mode: "oracle" },
      { user: 0, assistant: 0 },
      { closing: true, pendingUserMessage: false },
    );
    expect(inputs).toMatchObject({ nSession: 1, nSessionWithAgent: 1, nUserMessage: 0, chatIsClosing: true });
  });
});
