import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import type * as contract from "@/lib/contracts/assessments";

export const ASSESSMENT_SCALE: typeof contract.ASSESSMENT_SCALE = { min: 1, max: 10 };
export const ASSESSMENT_SECTION_NAMES = Object.keys(
  ASSESSMENT_SECTIONS,
) as typeof contract.ASSESSMENT_SECTION_NAMES;
export const ASSESSMENT_EVENTS: typeof contract.ASSESSMENT_EVENTS = {
  progress: "progress",
  result: "result",
  error: "error",
};

/** Labels for the UI: "sleepQuality" → "Sleep quality". */
export const keyLabel: typeof contract.keyLabel = (key) => {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
