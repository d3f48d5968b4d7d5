import { describe, expect, it } from "vitest";
import { KEYWORD_GROUPS, keywordGroups, UNGROUPED_KEYWORDS } from "@/components/goals/keyword-groups";
import deEnums from "@/i18n/messages/de-DE/enums.json";
import enums from "@/i18n/messages/en-US/enums.json";
import { GOAL_KEYWORDS } from "@/lib/constants";

describe("goal keyword groups", () => {
  it("offer every keyword of the list exactly once", () => {
    const offered = KEYWORD_GROUPS.flatMap((g) => g.keywords);
    expect([...offered].sort()).toEqual([...GOAL_KEYWORDS].sort());
    expect(UNGROUPED_KEYWORDS).toEqual([]);
  });

  it.each([
    ["en-US", enums],
    ["de-DE", deEnums],
  ])("list keywords by their label in the reader's language (%s)", (locale, catalogue) => {
    const labelOf = (k: string) => catalogue.goalKeywords[k as keyof typeof catalogue.goalKeywords];
    for (const group of keywordGroups(labelOf, locale)) {
      const labels = group.keywords.map(labelOf);
      expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, locale)));
    }
  });
});

describe("keyword labels", () => {
  it("read as words in English, keeping the hyphen of compound words", () => {
    const keys = [
      "sleep-hygiene",
      "pre-competition-routine",
      "self-talk",
      "work-life-balance",
      "decision-making",
    ];
    expect(keys.map((k) => enums.goalKeywords[k as keyof typeof enums.goalKeywords])).toEqual([
      "Sleep hygiene",
      "Pre-competition routine",
      "Self-talk",
      "Work-life balance",
      "Decision-making",
    ]);
  });
});
