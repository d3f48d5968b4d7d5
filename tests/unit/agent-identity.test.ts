import { describe, expect, it } from "vitest";
import {
  AVATAR_COLORS,
  agentInitials,
  avatarColorIndex,
  avatarColorIndexes,
  disambiguators,
} from "@/components/ai-config/agent-identity";

describe("agent initials", () => {
  it("takes the first letters of the first two words, or two of a single word", () => {
    expect(
      ["Performance Coach", "Coach", "élan vital", "  run  club  ", "ürün", "coach-2 bot"].map(agentInitials),
    ).toEqual(["PC", "CO", "ÉV", "RC", "ÜR", "C2"]);
  });

  it("ignores bidirectional controls and falls back to ? without letters", () => {
    expect(agentInitials("\u202EE2E bidi")).toBe("EB");
    expect(agentInitials("!!! ???")).toBe("?");
  });
});

describe("avatar colours", () => {
  it("derive from the id, the same everywhere", () => {
    const id = "65f0c0ffee0123456789abcd";
    expect(avatarColorIndex(id)).toBe(avatarColorIndex(id));
    const spread = new Set(Array.from({ length: 200 }, (_, i) => avatarColorIndex(`65f0c0ffee01234567${i}`)));
    expect(spread.size).toBe(AVATAR_COLORS.length);
  });

  it("never repeat among agents of the same name while colours remain", () => {
    // Ids chosen to collide: the first 40 ids of one colour index.
    const target = avatarColorIndex("a0");
    const colliding = Array.from({ length: 4000 }, (_, i) => `a${i}`)
      .filter((id) => avatarColorIndex(id) === target)
      .slice(0, 3);
    expect(colliding).toHaveLength(3);
    const agents = colliding.map((_id) => ({ _id, name: "Twin" }));
    const other = { _id: "zz-other", name: "Someone else" };
    const indexes = avatarColorIndexes([...agents, other]);
    expect(new Set(colliding.map((id) => indexes.get(id))).size).toBe(3);
    expect(indexes.get(other._id)).toBe(avatarColorIndex(other._id));
    // The same name as a reader sees it: case, spaces and invisible controls do not count.
    const looksSame = avatarColorIndexes([
      { _id: colliding[0], name: "Twin" },
      { _id: colliding[1], name: " \u202Atwin " },
    ]);
    expect(looksSame.get(colliding[0])).not.toBe(looksSame.get(colliding[1]));
  });
});

describe("disambiguators", () => {
  it("tag only agents whose name and description both match another's, with the shortest unique id end", () => {
    const tags = disambiguators([
      { _id: "aaaaaaaa0000111122223333", name: "Coach", description: "Plans" },
      { _id: "bbbbbbbb0000111199993333", name: "coach", description: "Plans" },
      { _id: "cccccccc000011112222ffff", name: "Coach", description: "Other text" },
      { _id: "dddddddd00001111ffff4444", name: "Solo" },
    ]);
    expect([...tags.entries()]).toEqual([
      ["aaaaaaaa0000111122223333", "#23333"],
      ["bbbbbbbb0000111199993333", "#93333"],
    ]);
  });
});
