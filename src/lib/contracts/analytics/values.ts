import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName } from "@/lib/contracts/assessments/schemas";

export const SECTION_NAMES = Object.keys(ASSESSMENT_SECTIONS) as AssessmentSectionName[];
