import { describe, expect, it } from "vitest";
import { withoutBidiFormatting } from "@/lib/bidi";

describe("withoutBidiFormatting", () => {
  it("drops overrides, embeddings and isolates, so a name reads in the order it was typed", () => {
    expect(withoutBidiFormatting("\u202EE2E bidi")).toBe("E2E bidi");
    expect(withoutBidiFormatting("a\u202Ab\u202Bc\u202Cd\u202De")).toBe("abcde");
    expect(withoutBidiFormatting("\u2066x\u2067y\u2068z\u2069")).toBe("xyz");
  });

  it("keeps right-to-left letters and the direction marks that real right-to-left text needs", () => {
    expect(withoutBidiFormatting("מאמן\u200F 1")).toBe("מאמן\u200F 1");
    expect(withoutBidiFormatting("مدرب\u061C")).toBe("مدرب\u061C");
  });
});
