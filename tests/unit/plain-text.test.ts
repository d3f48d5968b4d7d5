import { describe, expect, it } from "vitest";

import { plainText } from "@/lib/plain-text";

describe("plainText", () => {
  it("drops markdown's marks and keeps the words of a link", () => {
    expect(plainText("You said: “I want to plan my **intervals**”.\n\n_(Offline demo model)_")).toBe(
      "You said: “I want to plan my intervals”. (Offline demo model)",
    );
    expect(plainText("## Plan\n> Rest [more here](https://example.com) `now`")).toBe(
      "Plan Rest more here now",
    );
  });

  it("cuts a long text at the limit with an ellipsis", () => {
    expect(plainText("word ".repeat(10), 12)).toBe("word word w…");
    expect(plainText("short", 12)).toBe("short");
  });
});
