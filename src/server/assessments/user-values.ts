import type { AssessmentKeyName, AssessmentSectionName } from "@/lib/contracts/assessments/schemas";
import { db } from "@/server/db";

export interface LatestValue {
  section: AssessmentSectionName;
  key: AssessmentKeyName;
  value: number;
  date: Date;
}

export interface SectionAverages {
  section: AssessmentSectionName;
  last30: number | null;
  previous30: number | null;
}

/** A user's newest value of each key (for the user's metrics). */
export function latestValues(userId: string): Promise<LatestValue[]> {
  return db.$queryRaw<LatestValue[]>`
    SELECT DISTINCT ON (key) section::text AS section, key::text AS key, value::float8 AS value, date
    FROM "AssessmentValue" WHERE "userId" = ${userId}
    ORDER BY key, date DESC, "createdAt" DESC`;
}

/** A user's average per section over (from30, now] and over (from60, from30] (for the user's metrics). */
export function sectionAverages(
  userId: string,
  from60: Date,
  from30: Date,
  now: Date,
): Promise<SectionAverages[]> {
  return db.$queryRaw<SectionAverages[]>`
    SELECT section::text AS section,
      avg(value) FILTER (WHERE date > (${from30.toISOString()}::timestamptz AT TIME ZONE 'UTC'))::float8 AS last30,
      avg(value) FILTER (WHERE date <= (${from30.toISOString()}::timestamptz AT TIME ZONE 'UTC'))::float8
        AS previous30
    FROM "AssessmentValue"
    WHERE "userId" = ${userId}
      AND date > (${from60.toISOString()}::timestamptz AT TIME ZONE 'UTC')
      AND date <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
    GROUP BY section`;
}
