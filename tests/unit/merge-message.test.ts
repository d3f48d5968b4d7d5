import { describe, expect, it } from "vitest";

import { mergeMessage } from "@/components/chats/merge-message";
import { dateOut } from "@/lib/api/wire";
import type { ChatMessage } from "@/lib/contracts/chats/schemas";

function message(id: string, number: number | null, extra: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id,
    chat: "c1",
    message: `text ${id}`,
    role: "assistant",
    createdAt: dateOut.parse("2026-11-25T10:00:00.000Z"),
    justification: null,
    user: null,
    agent: "a1",
    senderId: null,
    number,
    files: [],
    name: null,
    ...extra,
  };
}

describe("mergeMessage", () => {
  it("keeps the feedback the history read when a stream repeats the stored reply without it", () => {
    const fromHistory = message("m2", 2, { feedback: { rating: -1, comment: "Too vague" } });
    const fromStream = message("m2", 2, { message: "text m2, final" });
    const [merged] = mergeMessage([fromHistory], fromStream);
    expect(merged.feedback).toEqual({ rating: -1, comment: "Too vague" });
    expect(merged.message).toBe("text m2, final");
  });

  it("takes the feedback a message does carry, even when it is none", () => {
    const before = message("m2", 2, { feedback: { rating: 1, comment: "" } });
    expect(mergeMessage([before], message("m2", 2, { feedback: null }))[0].feedback).toBeNull();
  });

  it("replaces by id and keeps number order, unnumbered last", () => {
    const list = [message("m1", 1), message("m3", 3), message("p", null)];
    const next = mergeMessage(list, message("m2", 2));
    expect(next.map((m) => m.id)).toEqual(["m1", "m2", "m3", "p"]);
    expect(mergeMessage(next, message("m2", 2)).map((m) => m.id)).toEqual(["m1", "m2", "m3", "p"]);
  });
});
