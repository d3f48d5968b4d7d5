import { describe, expect, it } from "vitest";
import { chartRows, dayTicks } from "@/components/assessments/chart-rows";
import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import {
  ALL_ASSESSMENT_KEYS,
  chartKeys,
  keyLabel,
  progressChartSchema,
  rangeComparison,
  sectionOf,
} from "@/lib/contracts/assessments/schemas";
import { normalizeAssessment, type RawAssessment } from "@/server/assessments/assessment-model";
import {
  offlineAreasToFocus,
  offlineAssessment,
  offlineGoalProgress,
  offlineValues,
} from "@/server/assessments/offline-assessment";

const ID = "0123456789abcdef01234567";

describe("rangeComparison: ±1 of the team median is within range", () => {
  it.each([
    [7, 6, "Within Range"],
    [5, 6, "Within Range"],
    [7.01, 6, "Above Average"],
    [4.99, 6, "Below Average"],
    [10, 2, "Above Average"],
    [1, 9, "Below Average"],
    [3, null, "Within Range"],
  ] as const)("value %s, median %s → %s", (value, median, expected) => {
    expect(rangeComparison(value, median)).toBe(expected);
  });
});

describe("keys and sections", () => {
  it("knows the section of every key and labels keys", () => {
    expect(ALL_ASSESSMENT_KEYS).toHaveLength(12);
    for (const [section, keys] of Object.entries(ASSESSMENT_SECTIONS)) {
      for (const key of keys) expect(sectionOf(key)).toBe(section);
    }
    expect(keyLabel("sleepQuality")).toBe("Sleep quality");
    expect(keyLabel("mindsetAndAwareness")).toBe("Mindset and awareness");
  });

  it("a chart asks for the given keys, else the section's, else all twelve", () => {
    expect(chartKeys({ section: null, keys: ["mood", "mood", "consistency"] })).toEqual([
      "mood",
      "consistency",
    ]);
    expect(chartKeys({ section: "physical", keys: null })).toEqual([...ASSESSMENT_SECTIONS.physical]);
    expect(chartKeys({ section: null, keys: [] })).toEqual(ALL_ASSESSMENT_KEYS);
  });

  it("the chart query defaults to days and refuses keys of another section", () => {
    expect(progressChartSchema.parse({ userId: ID.toUpperCase() })).toMatchObject({
      userId: ID,
      granularity: "day",
      section: null,
      dateFilter: null,
    });
    expect(
      progressChartSchema.safeParse({ userId: ID, section: "mental", keys: ["sleepQuality"] }).success,
    ).toBe(false);
    expect(
      progressChartSchema.safeParse({
        userId: ID,
        dateFilter: { startDate: "2026-02-01", endDate: "2026-01-01" },
      }).success,
    ).toBe(false);
  });
});

describe("normalizeAssessment", () => {
  const raw = (over: Partial<RawAssessment> = {}): RawAssessment => ({
    values: Object.fromEntries(
      ALL_ASSESSMENT_KEYS.map((k) => [k, { value: 5, justification: ` ${k} ` }]),
    ) as never,
    goalProgress: [],
    ...over,
  });

  it("rounds and clamps values into 1–10, trims justifications, keeps the key order", () => {
    const r = raw();
    r.values.mood.value = 11.2;
    r.values.sleepQuality.value = 0;
    r.values.consistency.value = 6.5;
    const out = normalizeAssessment(r, []);
    expect(out.values.map((v) => v.key)).toEqual(ALL_ASSESSMENT_KEYS);
    const byKey = Object.fromEntries(out.values.map((v) => [v.key, v]));
    expect(byKey.mood.value).toBe(10);
    expect(byKey.sleepQuality.value).toBe(1);
    expect(byKey.consistency.value).toBe(7);
    expect(byKey.mood.justification).toBe("mood");
  });

  it("keeps one note per known goal that moved, clamped to −100…100", () => {
    const goals = [{ id: "g1", title: "A", target: "B", progress: 10 }];
    const out = normalizeAssessment(
      raw({
        goalProgress: [
          { goalId: "g1", progressedValue: -250, justification: "x" },
          { goalId: "g1", progressedValue: 5, justification: "duplicate" },
          { goalId: "g2", progressedValue: 5, justification: "unknown" },
        ],
      }),
      goals,
    );
    expect(out.goalProgress).toEqual([{ goalId: "g1", progressedValue: -100, justification: "x" }]);
    const still = normalizeAssessment(
      raw({ goalProgress: [{ goalId: "g1", progressedValue: 0.2, justification: "" }] }),
      goals,
    );
    expect(still.goalProgress).toEqual([]);
  });

  it("keeps the first area per key", () => {
    const out = normalizeAssessment(
      raw({
        areasToFocus: [
          { key: "mood", justification: "a" },
          { key: "mood", justification: "b" },
          { key: "consistency", justification: "c" },
        ],
      }),
      [],
    );
    expect(out.areasToFocus).toEqual([
      { key: "mood", justification: "a" },
      { key: "consistency", justification: "c" },
    ]);
  });
});

describe("the offline assessment follows the words of the text", () => {
  it("moves keys up and down with cues, 5 without any", () => {
    const values = offlineValues(
      "I slept well and feel rested, but I'm anxious and frustrated. Knee pain again.",
    );
    expect(values.sleepQuality.value).toBe(7);
    expect(values.mood.value).toBe(3);
    expect(values.physicalHealth.value).toBe(4);
    expect(values.timeManagement.value).toBe(5);
    expect(values.sleepQuality.justification).toContain("“slept well”");
    expect(values.timeManagement.justification).toContain("says nothing clear");
  });

  it("stays inside the scale", () => {
    const values = offlineValues("happy great good joy excited calm proud fun positive grateful smile");
    expect(values.mood.value).toBe(10);
    expect(
      offlineValues("sad down angry upset anxious stressed frustrated terrible worried lonely").mood.value,
    ).toBe(1);
  });

  it("notes goal progress when a goal is mentioned with progress or setback words", () => {
    const goals = [
      { id: "g1", title: "Faster sprint start", target: "Reaction under 0.15 s", progress: 10 },
      { id: "g2", title: "Swim endurance", target: "3 km", progress: 40 },
    ];
    expect(offlineGoalProgress("Made progress on my sprint start.", goals)).toEqual([
      expect.objectContaining({ goalId: "g1", progressedValue: 10 }),
    ]);
    expect(offlineGoalProgress("Missed the swim session, a setback.", goals)).toEqual([
      expect.objectContaining({ goalId: "g2", progressedValue: -10 }),
    ]);
    expect(offlineGoalProgress("Made progress at school.", goals)).toEqual([]);
  });

  it("areas to focus are the three lowest keys, and only for chats", () => {
    const values = offlineValues("injured and in pain, exhausted, missed and skipped training");
    expect(offlineAreasToFocus(values).map((a) => a.key)).toEqual([
      "physicalHealth",
      "consistency",
      "vitalityAndStamina",
    ]);
    expect(offlineAssessment("text", [], false).areasToFocus).toBeUndefined();
    expect(offlineAssessment("text", [], true).areasToFocus).toHaveLength(3);
  });

  it("is deterministic", () => {
    const text = "Slept badly, tired, but motivated and focused.";
    expect(offlineAssessment(text, [], true)).toEqual(offlineAssessment(text, [], true));
  });
});

describe("chart rows", () => {
  it("one row per date with each key's rounded average, in date order", () => {
    expect(
      chartRows([
        { section: "mental", key: "mood", points: [{ date: "2026-03-02", value: 17 / 3, count: 3 }] },
        {
          section: "mental",
          key: "motivation",
          points: [
            { date: "2026-03-09", value: 4, count: 1 },
            { date: "2026-03-02", value: 6, count: 1 },
          ],
        },
      ]),
    ).toEqual([
      { date: "2026-03-02", t: Date.UTC(2026, 2, 2), mood: 5.67, motivation: 6 },
      { date: "2026-03-09", t: Date.UTC(2026, 2, 9), motivation: 4 },
    ]);
  });
});

describe("time axis ticks", () => {
  const t = (d: string) => Date.parse(`${d}T00:00:00Z`);
  it("every row when there are few days, else six evenly spaced days from the first to the last", () => {
    expect(dayTicks([])).toEqual([]);
    expect(dayTicks([{ t: t("2026-03-01") }, { t: t("2026-03-03") }])).toEqual([
      t("2026-03-01"),
      t("2026-03-03"),
    ]);
    expect(dayTicks([{ t: t("2026-03-01") }, { t: t("2026-03-11") }])).toEqual(
      ["2026-03-01", "2026-03-03", "2026-03-05", "2026-03-07", "2026-03-09", "2026-03-11"].map(t),
    );
  });
});
