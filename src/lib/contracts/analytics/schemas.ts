/**
 * The §3 analytics query (POST /analytics/overview) and the user metrics answer (GET /users/metrics/{id}).
 *
 * Overview answer (computed in one SQL statement, buckets in the caller's timezone):
 *   {
 *     granularity, section, key (null = all keys of the section), timezone,
 *     startDate, endDate,                         // ISO instants, inclusive bounds
 *     series: [{
 *       id, label, kind: "organization" | "team" | "user",
 *       points: [{ date: "YYYY-MM-DD" (local start of the bucket), average, median, count }],
 *       summary: { average, median, count }       // over the whole date range (null average/median when empty)
 *     }]
 *   }
 * Series order: the organisation, then the teams (teamsToCompare, then userTeams not already listed), then the
 * user when userId is given. When userId is given and includeUserInAverage is false, that user's values are left
 * out of the organisation and team series (the user series always has them). With key omitted every value of
 * the section counts once (the average of all its keys' values).
 */
import { z } from "zod";
import { dateOut, idOut } from "@/lib/api/wire";
import { ANALYTICS_GRANULARITIES, ASSESSMENT_SECTIONS, GOAL_STATUSES } from "@/lib/constants";
import { SECTION_NAMES } from "@/lib/contracts/analytics/values";
import {
  ALL_ASSESSMENT_KEYS,
  type AssessmentKeyName,
  type AssessmentSectionName,
} from "@/lib/contracts/assessments/schemas";
import { dateValue, MESSAGES, objectId } from "@/lib/contracts/common";

export const dateFilterSchema = z
  .object({ startDate: dateValue, endDate: dateValue })
  .refine((f) => f.startDate.getTime() <= f.endDate.getTime(), {
    message: "Start date must be before end date",
    path: ["endDate"],
  });

export const analyticsQuerySchema = z
  .object({
    teamsToCompare: z.array(objectId).max(20).default([]),
    section: z.enum(SECTION_NAMES as [AssessmentSectionName, ...AssessmentSectionName[]], {
      error: MESSAGES.thisFieldRequired,
    }),
    key: z
      .enum(ALL_ASSESSMENT_KEYS as [AssessmentKeyName, ...AssessmentKeyName[]])
      .nullish()
      .transform((k) => k ?? null),
    dateFilter: dateFilterSchema,
    userId: objectId.nullish().transform((u) => u ?? null),
    userTeams: z.array(objectId).max(20).default([]),
    includeUserInAverage: z.boolean().default(false),
    granularity: z.enum(ANALYTICS_GRANULARITIES).default("day"),
  })
  .refine((q) => q.key === null || (ASSESSMENT_SECTIONS[q.section] as readonly string[]).includes(q.key), {
    message: "Key does not belong to the section",
    path: ["key"],
  });

export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;
export type AnalyticsQueryInput = z.input<typeof analyticsQuerySchema>;

export const SERIES_KINDS = ["organization", "team", "user"] as const;
export type SeriesKind = (typeof SERIES_KINDS)[number];

/** One bucket of a series: its local start date, "YYYY-MM-DD", and the figures of the values in it. */
export const analyticsPointSchema = z.strictObject({
  date: z.iso.date(),
  average: z.number(),
  median: z.number(),
  count: z.number().int(),
});

/** A series' figures over the whole date range (null average and median when it has no values). */
export const analyticsSummarySchema = z.strictObject({
  average: z.number().nullable(),
  median: z.number().nullable(),
  count: z.number().int(),
});

export const analyticsSeriesSchema = z.strictObject({
  id: idOut,
  label: z.string(),
  kind: z.enum(SERIES_KINDS),
  points: z.array(analyticsPointSchema),
  summary: analyticsSummarySchema,
});

/** The answer of POST /analytics/overview. */
export const analyticsOverviewSchema = z.strictObject({
  granularity: z.enum(ANALYTICS_GRANULARITIES),
  section: z.enum(SECTION_NAMES as [AssessmentSectionName, ...AssessmentSectionName[]]),
  key: z.enum(ALL_ASSESSMENT_KEYS as [AssessmentKeyName, ...AssessmentKeyName[]]).nullable(),
  timezone: z.string(),
  startDate: dateOut,
  endDate: dateOut,
  series: z.array(analyticsSeriesSchema),
});

export type AnalyticsSeries = z.output<typeof analyticsSeriesSchema>;
export type AnalyticsOverview = z.output<typeof analyticsOverviewSchema>;

const count = z.number().int();
const sectionName = z.enum(SECTION_NAMES as [AssessmentSectionName, ...AssessmentSectionName[]]);

/**
 * GET /users/metrics/{id}. lastActiveOn is the user's last active day (their timezone), "YYYY-MM-DD".
 * latestValues: the most recent value of every key that has one. sectionAverages: the mean of the section's
 * values in the last 30 days and in the 30 days before those (null when there are none), and the difference.
 */
export const userMetricsSchema = z.strictObject({
  user: z.strictObject({
    _id: idOut,
    name: z.string(),
    teams: z.array(z.strictObject({ _id: idOut, name: z.string() })),
  }),
  streakDays: count,
  maxStreakDays: count,
  lastActiveOn: z.iso.date().nullable(),
  counts: z.strictObject({
    journals: z.strictObject({ total: count, assessed: count }),
    chats: z.strictObject({ total: count, assessed: count }),
    goals: z.strictObject({
      total: count,
      byStatus: z.record(z.enum(GOAL_STATUSES), count),
      averageProgress: z.number().nullable(),
    }),
  }),
  latestValues: z.array(
    z.strictObject({
      section: sectionName,
      key: z.enum(ALL_ASSESSMENT_KEYS as [AssessmentKeyName, ...AssessmentKeyName[]]),
      value: z.number(),
      date: dateOut,
    }),
  ),
  sectionAverages: z.array(
    z.strictObject({
      section: sectionName,
      last30: z.number().nullable(),
      previous30: z.number().nullable(),
      change: z.number().nullable(),
    }),
  ),
});

export type UserMetrics = z.output<typeof userMetricsSchema>;

// Defined without zod in values.ts, which browser code imports.
export { SECTION_NAMES };
