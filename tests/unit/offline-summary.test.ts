import { describe, expect, it } from "vitest";
import { offlineSummary } from "@/server/chats/lifecycle/summarize-chat";

describe("the offline closing summary", () => {
  const texts = [
    "Please check my **intervals** plan, coach: `tempo` runs on Tuesday, see the [guide](https://example.com/guide).",
    "Could you read it aloud? Because my intervals feel heavy, cause I slept badly.",
    "Intervals again tomorrow, and tempo on Friday.",
  ];

  it("quotes what was said without its markdown", () => {
    const { summary } = offlineSummary(texts);
    expect(summary).toContain("intervals plan");
    expect(summary).toContain("tempo runs");
    expect(summary).toContain("see the guide");
    expect(summary).not.toMatch(/\*\*|`|\]\(|https?:/);
  });

  it("keeps keywords to what the chat was about, not polite or filler words", () => {
    const { keywords } = offlineSummary(texts);
    expect(keywords.slice(0, 2)).toEqual(["intervals", "tempo"]);
    for (const filler of ["please", "aloud", "cause", "check", "coach", "https", "example", "because"]) {
      expect(keywords).not.toContain(filler);
    }
  });
});
