import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName } from "@/lib/contracts/assessments/schemas";

export const ASSESSMENT_SCALE = { min: 1, max: 10 } as const;
export const ASSESSMENT_SECTION_NAMES = Object.keys(ASSESSMENT_SECTIONS) as AssessmentSectionName[];
export const ASSESSMENT_EVENTS = { progress: "progress", result: "result", error: "error" } as const;

/** Labels for the UI: "sleepQuality" → "Sleep quality". */
export function keyLabel(key: string): string {
  const words = key.replace(/([A-Z])/g, " $1").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A row of the assessments page's list of assessed people (built by the server, shown by the page). */
export interface AssessedUser {
  _id: string;
  name: string;
  email: string;
  role: string;
  latestAssessmentAt: string | null;
  values: number;
}
