import { describe, expect, it } from "vitest";
import { slugify, uniqueSlug } from "@/server/slug";

describe("slugs", () => {
  it("makes URL-safe slugs from names", () => {
    expect(slugify("  Équipe Élite — U18 ")).toBe("equipe-elite-u18");
    expect(slugify("!!!")).toBe("item");
  });

  it("appends a number until the slug is free", async () => {
    const taken = new Set(["track", "track-2"]);
    expect(await uniqueSlug("Track", async (s) => taken.has(s))).toBe("track-3");
    expect(await uniqueSlug("Swim", async (s) => taken.has(s))).toBe("swim");
  });
});
