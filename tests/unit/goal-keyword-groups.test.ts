import { describe, expect, it } from "vitest";
import { keywordLabel } from "@/components/goals/goal-labels";
import { KEYWORD_GROUPS, UNGROUPED_KEYWORDS } from "@/components/goals/keyword-groups";
import { GOAL_KEYWORDS } from "@/lib/constants";

describe("goal keyword groups", () => {
  it("offer every keyword of the list exactly once, each group named for people", () => {
    const offered = KEYWORD_GROUPS.flatMap((g) => g.keywords);
    expect([...offered].sort()).toEqual([...GOAL_KEYWORDS].sort());
    expect(UNGROUPED_KEYWORDS).toEqual([]);
  });

  it("list keywords by their human label", () => {
    for (const group of KEYWORD_GROUPS) {
      const labels = group.keywords.map(keywordLabel);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b)));
    }
  });
});

describe("keyword labels", () => {
  it("read as words, keeping the hyphen of compound words", () => {
    expect(
      [
        "sleep-hygiene",
        "pre-competition-routine",
        "self-talk",
        "work-life-balance",
        "decision-making",
        "other",
      ].map(keywordLabel),
    ).toEqual([
      "Sleep hygiene",
      "Pre-competition routine",
      "Self-talk",
      "Work-life balance",
      "Decision-making",
      "Other",
    ]);
  });
});
