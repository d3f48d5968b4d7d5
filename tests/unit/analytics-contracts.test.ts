import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { bucketLabel, chartRows } from "@/components/analytics/labels";
import { formatsOf } from "@/i18n/format";
import type { Locale } from "@/i18n/locales";
import { analyticsQuerySchema } from "@/lib/contracts/analytics/schemas";
import type { Granularity } from "@/lib/contracts/assessments/schemas";
import { reportsQuerySchema } from "@/lib/contracts/reports/schemas";

const TEAM = "0123456789abcdef01234567";
const RANGE = { startDate: "2026-01-01T00:00:00Z", endDate: "2026-01-31T00:00:00Z" };

describe("the analytics query (§3)", () => {
  it("fills the defaults: no teams, all keys, no user, user left out of averages, daily buckets", () => {
    const q = analyticsQuerySchema.parse({ section: "mental", dateFilter: RANGE });
    expect(q).toMatchObject({
      teamsToCompare: [],
      key: null,
      userId: null,
      userTeams: [],
      includeUserInAverage: false,
      granularity: "day",
    });
    expect(q.dateFilter.startDate).toEqual(new Date("2026-01-01T00:00:00Z"));
  });

  it("accepts every granularity of §3 and nothing else", () => {
    for (const granularity of ["day", "week", "month", "quarter", "year"])
      expect(
        analyticsQuerySchema.safeParse({ section: "physical", dateFilter: RANGE, granularity }).success,
      ).toBe(true);
    expect(
      analyticsQuerySchema.safeParse({ section: "physical", dateFilter: RANGE, granularity: "hour" }).success,
    ).toBe(false);
  });

  it("refuses a key of another section, an unknown section, bad ids and a reversed range", () => {
    const bad = [
      { section: "mental", key: "sleepQuality", dateFilter: RANGE },
      { section: "social", dateFilter: RANGE },
      { section: "mental", dateFilter: RANGE, teamsToCompare: ["nope"] },
      { section: "mental", dateFilter: { startDate: RANGE.endDate, endDate: RANGE.startDate } },
      { section: "mental" },
    ];
    for (const body of bad) expect(analyticsQuerySchema.safeParse(body).success).toBe(false);
    expect(
      analyticsQuerySchema.safeParse({
        section: "mental",
        key: "mood",
        dateFilter: RANGE,
        teamsToCompare: [TEAM],
      }).success,
    ).toBe(true);
  });
});

describe("the usage statistics query (§3)", () => {
  it("defaults to day records of the context organisation, organisation-wide", () => {
    expect(reportsQuerySchema.parse(RANGE)).toMatchObject({
      organization: null,
      team: null,
      filters: {},
      dateType: "day",
    });
  });

  it("takes month records, a team, and refuses other date types or a reversed range", () => {
    expect(reportsQuerySchema.parse({ ...RANGE, dateType: "month", team: TEAM })).toMatchObject({
      dateType: "month",
      team: TEAM,
    });
    expect(reportsQuerySchema.safeParse({ ...RANGE, dateType: "week" }).success).toBe(false);
    expect(reportsQuerySchema.safeParse({ startDate: RANGE.endDate, endDate: RANGE.startDate }).success).toBe(
      false,
    );
  });
});

describe("chart helpers", () => {
  it("labels buckets by granularity, in the reader's language and whatever their timezone", () => {
    const label = (
      date: string,
      granularity: Granularity,
      locale: Locale = "en-US",
      timeZone = "Pacific/Honolulu",
    ) =>
      bucketLabel(
        date,
        granularity,
        formatsOf(createFormatter({ locale, timeZone }), locale),
        (q, y) => `Q${q} ${y}`,
      );
    expect(label("2026-04-01", "quarter")).toBe("Q2 2026");
    expect(label("2026-01-01", "year")).toBe("2026");
    expect(label("2026-01-05", "day")).toBe("Jan 5");
    expect(label("2026-01-01", "month")).toBe("January 2026");
    expect(label("2026-01-05", "day", "fr-FR", "Pacific/Kiritimati")).toBe("5 janv.");
  });

  it("merges series into one row per bucket, oldest first, averages to 2 decimals", () => {
    const point = (date: string, average: number) => ({ date, average, median: average, count: 1 });
    const rows = chartRows({
      series: [
        {
          id: "org",
          label: "Org",
          kind: "organization",
          points: [point("2026-01-02", 5.456), point("2026-01-01", 4)],
          summary: { average: null, median: null, count: 0 },
        },
        {
          id: "me",
          label: "Me",
          kind: "user",
          points: [point("2026-01-02", 7)],
          summary: { average: null, median: null, count: 0 },
        },
      ],
    });
    expect(rows).toEqual([
      { date: "2026-01-01", org: 4 },
      { date: "2026-01-02", org: 5.46, me: 7 },
    ]);
  });
});
