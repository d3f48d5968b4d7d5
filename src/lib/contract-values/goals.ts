import type * as contract from "@/lib/contracts/goals";

export const GOAL_TEXT_MAX: typeof contract.GOAL_TEXT_MAX = {
  title: 255,
  target: 1000,
  motivation: 5000,
  justification: 5000,
};
export const GOAL_STREAM_EVENTS: typeof contract.GOAL_STREAM_EVENTS = { goals: "goals" };
