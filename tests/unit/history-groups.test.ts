import { describe, expect, it } from "vitest";

import { groupOf } from "@/components/chats/history-groups";
import { dateOut } from "@/lib/api/wire";

// Local times: the groups are the viewer's days.
const now = new Date(2026, 10, 26, 9, 30);
const at = (daysAgo: number, hour: number, minute = 0) =>
  new Date(2026, 10, 26 - daysAgo, hour, minute).toISOString();
const chat = (lastMessageAt: string | null, isFavorite = false, createdAt = at(100, 12)) => ({
  isFavorite,
  lastMessageAt: lastMessageAt === null ? null : dateOut.parse(lastMessageAt),
  createdAt: dateOut.parse(createdAt),
});

describe("the chat history's groups", () => {
  it("puts a favourite on top however old it is", () => {
    expect(groupOf(chat(at(400, 12), true), now)).toBe("Favourites");
  });

  it("cuts the days at the viewer's midnights", () => {
    expect(groupOf(chat(at(0, 0, 0)), now)).toBe("Today");
    expect(groupOf(chat(at(1, 23, 59)), now)).toBe("Yesterday");
    expect(groupOf(chat(at(1, 0, 0)), now)).toBe("Yesterday");
    expect(groupOf(chat(at(2, 23, 59)), now)).toBe("Previous 7 days");
    expect(groupOf(chat(at(7, 0, 0)), now)).toBe("Previous 7 days");
    expect(groupOf(chat(at(8, 23, 59)), now)).toBe("Previous 30 days");
    expect(groupOf(chat(at(30, 0, 0)), now)).toBe("Previous 30 days");
    expect(groupOf(chat(at(31, 23, 59)), now)).toBe("Older");
  });

  it("falls back to when the chat was made when nothing was said yet", () => {
    expect(groupOf(chat(null, false, at(1, 8)), now)).toBe("Yesterday");
  });

  it("keeps one calendar day across a clock change", () => {
    // Node reads TZ afresh when it is set. In London, 29 March 2026 is 23 hours long: 24 hours before the
    // midnight that ends it is still the 28th, which is not yesterday.
    const zone = process.env.TZ;
    process.env.TZ = "Europe/London";
    try {
      const morningAfter = new Date(2026, 2, 30, 8);
      expect(groupOf(chat(new Date(2026, 2, 29, 0, 30).toISOString()), morningAfter)).toBe("Yesterday");
      expect(groupOf(chat(new Date(2026, 2, 28, 23, 30).toISOString()), morningAfter)).toBe(
        "Previous 7 days",
      );
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
