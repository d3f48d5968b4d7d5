import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import type * as contract from "@/lib/contracts/analytics";

export const SECTION_NAMES = Object.keys(ASSESSMENT_SECTIONS) as typeof contract.SECTION_NAMES;
