import { describe, expect, it } from "vitest";
import type { Severity } from "@/server/safeguarding/concern";
import { detectConcerns, normalise } from "@/server/safeguarding/detector";
import { RISK, SPORTS_TALK } from "./safeguarding-corpus";

const RANK: Record<Severity, number> = { medium: 1, high: 2, urgent: 3 };

describe("the offline safeguarding detector", () => {
  it.each(RISK.map((c) => [c.language, c.kind, c.text, c.severity] as const))(
    "%s %s: %s",
    (_language, kind, text, severity) => {
      const found = detectConcerns(text).find((c) => c.kind === kind);
      expect(found, JSON.stringify(detectConcerns(text))).toBeTruthy();
      expect(RANK[found?.severity ?? "medium"]).toBeGreaterThanOrEqual(RANK[severity]);
    },
  );

  it.each(SPORTS_TALK.map((c) => [c.language, c.text] as const))(
    "%s sports talk raises nothing: %s",
    (_l, text) => {
      expect(detectConcerns(text)).toEqual([]);
    },
  );

  it("reports one concern per kind, most severe first, with its evidence", () => {
    const found = detectConcerns(
      "I feel hopeless. I want to kill myself tonight with the pills. I skip meals to make weight.",
    );
    expect(found.map((c) => [c.kind, c.severity])).toEqual([
      ["self-harm", "urgent"],
      ["eating", "high"],
    ]);
    expect(found[0].evidence).toContain("kill myself");
  });

  it("normalises case, accents and apostrophes", () => {
    expect(normalise("  Ich WÜNSCHTE  ich wäre tot — I DON’T ")).toBe("ich wunschte ich ware tot — i don't");
  });
});
