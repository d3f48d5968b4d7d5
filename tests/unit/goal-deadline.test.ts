import { describe, expect, it } from "vitest";
import { computeDeadlineDate, daysInMonth, isOverdue, resolveDeadlineDate } from "@/lib/goals/deadline";

const at = (iso: string) => new Date(iso);

describe("computeDeadlineDate", () => {
  it("adds 7 days for a week", () => {
    expect(computeDeadlineDate("week", at("2026-03-10T09:30:00.000Z"))?.toISOString()).toBe(
      "2026-03-17T09:30:00.000Z",
    );
  });

  it("adds 1, 3, 6 and 12 calendar months for month, quarter, semester and year", () => {
    const start = at("2026-01-15T08:00:00.000Z");
    expect(computeDeadlineDate("month", start)?.toISOString()).toBe("2026-02-15T08:00:00.000Z");
    expect(computeDeadlineDate("quarter", start)?.toISOString()).toBe("2026-04-15T08:00:00.000Z");
    expect(computeDeadlineDate("semester", start)?.toISOString()).toBe("2026-07-15T08:00:00.000Z");
    expect(computeDeadlineDate("year", start)?.toISOString()).toBe("2027-01-15T08:00:00.000Z");
  });

  it("clamps a month-end day to the end of a shorter month (leap years included)", () => {
    expect(computeDeadlineDate("month", at("2026-01-31T12:00:00.000Z"))?.toISOString()).toBe(
      "2026-02-28T12:00:00.000Z",
    );
    expect(computeDeadlineDate("month", at("2028-01-31T12:00:00.000Z"))?.toISOString()).toBe(
      "2028-02-29T12:00:00.000Z",
    );
    expect(computeDeadlineDate("quarter", at("2026-11-30T12:00:00.000Z"))?.toISOString()).toBe(
      "2027-02-28T12:00:00.000Z",
    );
    expect(computeDeadlineDate("semester", at("2026-08-31T12:00:00.000Z"))?.toISOString()).toBe(
      "2027-02-28T12:00:00.000Z",
    );
    expect(computeDeadlineDate("year", at("2028-02-29T12:00:00.000Z"))?.toISOString()).toBe(
      "2029-02-28T12:00:00.000Z",
    );
  });

  it("counts on the calendar of the user's timezone", () => {
    // 31 Mar 01:00 UTC is 30 Mar 22:00 in São Paulo (UTC−3): a month later is 30 Apr 22:00 there.
    expect(
      computeDeadlineDate("month", at("2026-03-31T01:00:00.000Z"), "America/Sao_Paulo")?.toISOString(),
    ).toBe("2026-05-01T01:00:00.000Z");
    // In UTC the same instant is 31 Mar, clamped to 30 Apr.
    expect(computeDeadlineDate("month", at("2026-03-31T01:00:00.000Z"), "UTC")?.toISOString()).toBe(
      "2026-04-30T01:00:00.000Z",
    );
    // 30 Mar 20:00 UTC is 31 Mar 05:00 in Tokyo (UTC+9): clamped to 30 Apr 05:00 there.
    expect(computeDeadlineDate("month", at("2026-03-30T20:00:00.000Z"), "Asia/Tokyo")?.toISOString()).toBe(
      "2026-04-29T20:00:00.000Z",
    );
    expect(computeDeadlineDate("month", at("2026-03-30T20:00:00.000Z"), "UTC")?.toISOString()).toBe(
      "2026-04-30T20:00:00.000Z",
    );
  });

  it("keeps the local time of day across a daylight-saving change", () => {
    // Berlin moves to summer time on 29 Mar 2026: 09:00 local is 08:00 UTC before and 07:00 UTC after.
    expect(computeDeadlineDate("week", at("2026-03-25T08:00:00.000Z"), "Europe/Berlin")?.toISOString()).toBe(
      "2026-04-01T07:00:00.000Z",
    );
  });

  it("answers null for custom and for no kind; resolveDeadlineDate then keeps the given date", () => {
    const start = at("2026-05-01T00:00:00.000Z");
    const given = at("2026-09-09T00:00:00.000Z");
    expect(computeDeadlineDate("custom", start)).toBeNull();
    expect(computeDeadlineDate(undefined, start)).toBeNull();
    expect(resolveDeadlineDate("custom", start, given)).toEqual(given);
    expect(resolveDeadlineDate(undefined, start, undefined)).toBeNull();
    // A calendar kind ignores a given date.
    expect(resolveDeadlineDate("week", start, given)?.toISOString()).toBe("2026-05-08T00:00:00.000Z");
  });

  it("knows the length of each month", () => {
    expect([2026, 2028].map((y) => daysInMonth(y, 2))).toEqual([28, 29]);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });
});

describe("isOverdue", () => {
  const now = at("2026-11-26T10:00:00.000Z");
  it("is a goal in progress whose deadline has passed", () => {
    expect(isOverdue({ status: "in-progress", deadlineDate: "2026-11-26T09:59:59.000Z" }, now)).toBe(true);
    expect(isOverdue({ status: "in-progress", deadlineDate: "2026-11-26T10:00:01.000Z" }, now)).toBe(false);
  });

  it("is never a goal without a deadline, or one nobody works on any more", () => {
    expect(isOverdue({ status: "in-progress", deadlineDate: null }, now)).toBe(false);
    for (const status of ["paused", "completed", "abandoned"])
      expect(isOverdue({ status, deadlineDate: "2026-01-01T00:00:00.000Z" }, now)).toBe(false);
  });
});
