import { GOAL_KEYWORDS } from "@/lib/constants";
import type { GoalKeyword } from "@/lib/contracts/goals/schemas";
import { keywordLabel } from "./goal-labels";

/**
 * The §3 goal keywords by theme, for the keyword picker: about a hundred are too many for one list. Every keyword
 * is in exactly one group (a unit test holds this when the list changes); within a group they are listed by label.
 */
const GROUPS: { label: string; keywords: GoalKeyword[] }[] = [
  {
    label: "Mind",
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
    label: "Body and health",
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
    label: "Sport and performance",
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
    label: "Habits and planning",
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
    label: "People and character",
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
    label: "Life and work",
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
  { label: "Other", keywords: ["other"] },
];

/** Keywords of the list that no group names (none today): offered under "Other" rather than lost. */
export const UNGROUPED_KEYWORDS: GoalKeyword[] = GOAL_KEYWORDS.filter(
  (k) => !GROUPS.some((g) => g.keywords.includes(k)),
);

const byLabel = (a: GoalKeyword, b: GoalKeyword) => keywordLabel(a).localeCompare(keywordLabel(b));

export const KEYWORD_GROUPS = GROUPS.map((g) => ({
  label: g.label,
  keywords: [...g.keywords, ...(g.label === "Other" ? UNGROUPED_KEYWORDS : [])].sort(byLabel),
}));
