/**
 * §3 Assessment areas and §7 Assessments: bodies and answers of POST /assessments/process-journals,
 * POST /assessments/process-chats, POST /users/force-assessment and POST /assessments/progress-assessments-chart.
 *
 * Scale: every key is assessed as a whole number from 1 (very poor) to 10 (excellent); 5–6 is an ordinary state.
 * Range comparison of an area to focus: within ±RANGE_BAND of the team median is "Within Range", above that
 * "Above Average", below it "Below Average" (no team values: no median, "Within Range").
 */
import { z } from "zod";
import { dateOut, idOut } from "@/lib/api/wire";
import { ANALYTICS_GRANULARITIES, ASSESSMENT_SECTIONS, type RANGE_COMPARISONS } from "@/lib/constants";
import {
  ASSESSMENT_EVENTS,
  ASSESSMENT_SCALE,
  ASSESSMENT_SECTION_NAMES,
  keyLabel,
} from "@/lib/contracts/assessments/values";
import { dateValue, objectId } from "@/lib/contracts/common";

/** |value − team median| ≤ RANGE_BAND is "Within Range". */
export const RANGE_BAND = 1;

export type AssessmentSectionName = keyof typeof ASSESSMENT_SECTIONS;
export type AssessmentKeyName = (typeof ASSESSMENT_SECTIONS)[AssessmentSectionName][number];
export type RangeComparison = (typeof RANGE_COMPARISONS)[number];
export type Granularity = (typeof ANALYTICS_GRANULARITIES)[number];

export const ALL_ASSESSMENT_KEYS = Object.values(ASSESSMENT_SECTIONS).flat() as AssessmentKeyName[];

export function sectionOf(key: AssessmentKeyName): AssessmentSectionName {
  return ASSESSMENT_SECTION_NAMES.find((s) =>
    (ASSESSMENT_SECTIONS[s] as readonly string[]).includes(key),
  ) as AssessmentSectionName;
}

/** The range comparison of a value against the team median (null: no team values). */
export function rangeComparison(value: number, teamMedian: number | null): RangeComparison {
  if (teamMedian === null || !Number.isFinite(teamMedian)) return "Within Range";
  const diff = value - teamMedian;
  if (diff > RANGE_BAND) return "Above Average";
  if (diff < -RANGE_BAND) return "Below Average";
  return "Within Range";
}

const sectionEnum = z.enum(ASSESSMENT_SECTION_NAMES as [AssessmentSectionName, ...AssessmentSectionName[]]);
const keyEnum = z.enum(ALL_ASSESSMENT_KEYS as [AssessmentKeyName, ...AssessmentKeyName[]]);

/** POST /assessments/process-journals and /process-chats take no fields (an empty body is fine). */
export const processAssessmentsSchema = z.object({}).strict();

export const forceAssessmentSchema = z.object({ userId: objectId }).strict();

export const progressChartSchema = z
  .object({
    userId: objectId,
    section: sectionEnum.nullish().transform((s) => s ?? null),
    keys: z.array(keyEnum).max(ALL_ASSESSMENT_KEYS.length).nullish(),
    dateFilter: z
      .object({ startDate: dateValue, endDate: dateValue })
      .refine((f) => f.startDate.getTime() <= f.endDate.getTime(), {
        message: "Start date must be before end date",
        path: ["endDate"],
      })
      .nullish()
      .transform((f) => f ?? null),
    granularity: z.enum(ANALYTICS_GRANULARITIES).default("day"),
  })
  .refine(
    (q) =>
      q.section === null ||
      !q.keys ||
      q.keys.every((k) =>
        (ASSESSMENT_SECTIONS[q.section as AssessmentSectionName] as readonly string[]).includes(k),
      ),
    { message: "Key does not belong to the section", path: ["keys"] },
  );
export type ProgressChartQuery = z.infer<typeof progressChartSchema>;

/** The keys a chart query asks for: the given keys, else the section's, else all twelve. */
export function chartKeys(query: Pick<ProgressChartQuery, "section" | "keys">): AssessmentKeyName[] {
  if (query.keys && query.keys.length > 0) return [...new Set(query.keys)];
  if (query.section) return [...ASSESSMENT_SECTIONS[query.section]];
  return [...ALL_ASSESSMENT_KEYS];
}

const granularityEnum = z.enum(ANALYTICS_GRANULARITIES);

/** One bucket of a chart series. */
export const chartPointSchema = z.strictObject({
  /** Local start of the bucket in the request's timezone, "YYYY-MM-DD". */
  date: z.iso.date(),
  /** Average of the key's values in the bucket. */
  value: z.number(),
  count: z.number().int(),
});

export const chartSeriesSchema = z.strictObject({
  section: sectionEnum,
  key: keyEnum,
  points: z.array(chartPointSchema),
});

/** The answer of POST /assessments/progress-assessments-chart. */
export const progressChartResultSchema = z.strictObject({
  userId: idOut,
  granularity: granularityEnum,
  timezone: z.string(),
  startDate: dateOut.nullable(),
  endDate: dateOut.nullable(),
  series: z.array(chartSeriesSchema),
});

export type ChartPoint = z.output<typeof chartPointSchema>;
export type ChartSeries = z.output<typeof chartSeriesSchema>;
export type ProgressChart = z.output<typeof progressChartResultSchema>;

/** §3 Chat.areasToFocus item. */
export interface AreaToFocus {
  key: AssessmentKeyName;
  value: number;
  teamMedian: number | null;
  rangeComparison: RangeComparison;
  justification: string;
}

export const ASSESSED_KINDS = ["journal", "chat"] as const;
export type AssessedKind = (typeof ASSESSED_KINDS)[number];

/** The answer of the process and force-assessment calls (and the stream's final `result` event). */
export const processResultSchema = z.strictObject({
  /** Items found due in this run (at most MAX_ITEMS_PER_RUN). */
  total: z.number().int(),
  processed: z.number().int(),
  failed: z.number().int(),
  /** Due when listed, but claimed by another run (or changed) before this one got to them. */
  skipped: z.number().int(),
  /** Due items left for a later run (beyond MAX_ITEMS_PER_RUN). */
  remaining: z.number().int(),
  assessed: z.strictObject({ journals: z.array(idOut), chats: z.array(idOut) }),
  failedIds: z.array(idOut),
});

/** The stream's `progress` event: how many items are settled, and the one just settled (null at the start). */
export const processProgressSchema = z.strictObject({
  done: z.number().int(),
  total: z.number().int(),
  current: z
    .strictObject({
      kind: z.enum(ASSESSED_KINDS),
      id: idOut,
      title: z.string(),
      status: z.enum(["assessed", "failed", "skipped"]),
    })
    .nullable(),
});

export type ProcessResult = z.output<typeof processResultSchema>;
export type ProcessProgress = z.output<typeof processProgressSchema>;

/** At most this many items are assessed by one call; the rest are left for the next one (`remaining`). */
export const MAX_ITEMS_PER_RUN = 100;

// Defined without zod in values.ts, which browser code imports.
export { ASSESSMENT_EVENTS, ASSESSMENT_SCALE, ASSESSMENT_SECTION_NAMES, keyLabel };
