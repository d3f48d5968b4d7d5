import { GOAL_DEADLINES, GOAL_PRIORITIES, GOAL_STATUSES } from "@/lib/constants";
import type { GoalDeadline, GoalPriority, GoalStatus } from "@/lib/contracts/goals/schemas";

export const STATUS_LABELS: Record<GoalStatus, string> = {
  paused: "Paused",
  "in-progress": "In progress",
  completed: "Completed",
  abandoned: "Abandoned",
};

export const PRIORITY_LABELS: Record<GoalPriority, string> = { high: "High", medium: "Medium", low: "Low" };

export const DEADLINE_LABELS: Record<GoalDeadline, string> = {
  week: "One week",
  month: "One month",
  quarter: "A quarter (3 months)",
  semester: "A semester (6 months)",
  year: "One year",
  custom: "Custom date",
};

export const STATUS_OPTIONS = GOAL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
export const PRIORITY_OPTIONS = GOAL_PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] }));
export const DEADLINE_OPTIONS = GOAL_DEADLINES.map((value) => ({ value, label: DEADLINE_LABELS[value] }));

/** A date input's value as the start of that local day (ISO), or undefined when empty: the goal keeps its date. */
export function fromDayInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(`${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Keywords whose words are joined by a hyphen in English too ("self-talk"), which a plain reading would split. */
const KEYWORD_LABELS: Record<string, string> = {
  "decision-making": "Decision-making",
  "pre-competition-routine": "Pre-competition routine",
  "problem-solving": "Problem-solving",
  "self-awareness": "Self-awareness",
  "self-care": "Self-care",
  "self-esteem": "Self-esteem",
  "self-talk": "Self-talk",
  "work-life-balance": "Work-life balance",
};

/** A keyword as shown: "time-management" → "Time management", "self-talk" → "Self-talk". */
export function keywordLabel(keyword: string): string {
  if (Object.hasOwn(KEYWORD_LABELS, keyword)) return KEYWORD_LABELS[keyword];
  const text = keyword.replaceAll("-", " ").replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
