import { describe, expect, it } from "vitest";

import { plainText, unmarked } from "@/lib/plain-text";

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

describe("unmarked", () => {
  it("takes away bold, italics and code marks, and keeps the lines", () => {
    expect(unmarked("I want to plan my **intervals**.\n\n_(Offline demo model)_ and `code`")).toBe(
      "I want to plan my intervals.\n\n(Offline demo model) and code",
    );
    expect(unmarked("*one* and __two__")).toBe("one and two");
  });

  it("keeps underscores and stars that are not marks", () => {
    expect(unmarked("my_file_name and 2 * 3 * 4")).toBe("my_file_name and 2 * 3 * 4");
  });
});
