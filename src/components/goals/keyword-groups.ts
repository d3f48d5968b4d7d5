import { GOAL_KEYWORDS } from "@/lib/constants";
import type { GoalKeyword } from "@/lib/contracts/goals/schemas";

/** A group's name in the catalogue: goals.keywordPicker.groups.<key>. */
export type KeywordGroupKey = "mind" | "body" | "sport" | "habits" | "people" | "life" | "other";

/**
 * The §3 goal keywords by theme, for the keyword picker: about a hundred are too many for one list. Every keyword
 * is in exactly one group (a unit test holds this when the list changes); within a group they are listed by their
 * label in the reader's language (keywordGroups).
 */
const GROUPS: { key: KeywordGroupKey; keywords: GoalKeyword[] }[] = [
  {
    key: "mind",
    keywords: [
      "adaptability",
      "anxiety-management",
      "breathing",
      "composure",
      "concentration",
      "confidence",
      "emotional-intelligence",
      "focus",
      "gratitude",
      "mental-toughness",
      "mindfulness",
      "motivation",
      "optimism",
      "patience",
      "perseverance",
      "relaxation",
      "resilience",
      "self-awareness",
      "self-esteem",
      "self-talk",
      "stress-management",
      "visualization",
    ],
  },
  {
    key: "body",
    keywords: [
      "body-composition",
      "energy-management",
      "fitness",
      "health",
      "hydration",
      "injury-prevention",
      "injury-recovery",
      "nutrition",
      "physical-therapy",
      "recovery",
      "rest",
      "self-care",
      "sleep",
      "sleep-hygiene",
      "weight-management",
      "wellbeing",
    ],
  },
  {
    key: "sport",
    keywords: [
      "agility",
      "balance",
      "competition-preparation",
      "coordination",
      "endurance",
      "flexibility",
      "game-strategy",
      "mobility",
      "peak-performance",
      "power",
      "pre-competition-routine",
      "reaction-time",
      "skill-development",
      "speed",
      "stamina",
      "strength",
      "technique",
      "training-load",
    ],
  },
  {
    key: "habits",
    keywords: [
      "accountability",
      "consistency",
      "creativity",
      "decision-making",
      "discipline",
      "goal-setting",
      "habits",
      "independence",
      "learning",
      "organization",
      "problem-solving",
      "productivity",
      "responsibility",
      "routine",
      "study-skills",
      "time-management",
    ],
  },
  {
    key: "people",
    keywords: [
      "assertiveness",
      "communication",
      "community",
      "conflict-resolution",
      "empathy",
      "family",
      "friendship",
      "integrity",
      "leadership",
      "listening",
      "mentoring",
      "networking",
      "public-speaking",
      "relationships",
      "respect",
      "social-skills",
      "sportsmanship",
      "teamwork",
      "volunteering",
    ],
  },
  {
    key: "life",
    keywords: [
      "academic",
      "career",
      "finance",
      "lifestyle",
      "personal-growth",
      "spirituality",
      "travel",
      "work-life-balance",
    ],
  },
  { key: "other", keywords: ["other"] },
];

/** Keywords of the list that no group names (none today): offered under "Other" rather than lost. */
export const UNGROUPED_KEYWORDS: GoalKeyword[] = GOAL_KEYWORDS.filter(
  (k) => !GROUPS.some((g) => g.keywords.includes(k)),
);

/** The groups as offered, unsorted: the ungrouped keywords join "Other". */
export const KEYWORD_GROUPS = GROUPS.map((g) => ({
  key: g.key,
  keywords: [...g.keywords, ...(g.key === "other" ? UNGROUPED_KEYWORDS : [])],
}));

/** The groups with each one's keywords listed by label, as the reader's language sorts them. */
export function keywordGroups(labelOf: (keyword: GoalKeyword) => string, locale: string) {
  const byLabel = (a: GoalKeyword, b: GoalKeyword) => labelOf(a).localeCompare(labelOf(b), locale);
  return KEYWORD_GROUPS.map((g) => ({ key: g.key, keywords: [...g.keywords].sort(byLabel) }));
}
