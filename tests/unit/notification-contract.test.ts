import { createFormatter } from "next-intl";
import { describe, expect, it } from "vitest";
import { badgeCount } from "@/components/notifications/badge-count";
import { formatsOf } from "@/i18n/format";
import type { Locale } from "@/i18n/locales";
import {
  bellLabel,
  createNotificationSchema,
  isAppPath,
  notificationFiltersSchema,
  updateNotificationSchema,
} from "@/lib/contracts/notifications/schemas";
import {
  ALL_CHANNEL,
  audienceChannels,
  organizationChannel,
  readerChannels,
  teamChannel,
  userChannel,
} from "@/server/notifications/notification-events";

const ID = "0123456789abcdef01234567";
const ID2 = "89abcdef0123456789abcdef";

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);

describe("the bell's label", () => {
  it("says how many are unread, or just Notifications", () => {
    expect(bellLabel(0)).toBe("Notifications");
    expect(bellLabel(1)).toBe("Notifications, 1 unread");
    expect(bellLabel(12)).toBe("Notifications, 12 unread");
    expect([badgeCount(7), badgeCount(99), badgeCount(100)]).toEqual(["7", "99", "99+"]);
  });
});

describe("createNotificationSchema", () => {
  it("defaults level to info and the lists to empty, de-duplicates ids and lower-cases them", () => {
    const parsed = createNotificationSchema.parse({
      type: "user",
      users: [ID, ID.toUpperCase()],
      title: "  Hi  ",
      message: "There",
    });
    expect(parsed).toEqual({
      type: "user",
      users: [ID],
      teams: [],
      organizations: [],
      title: "Hi",
      message: "There",
      level: "info",
    });
  });

  it("requires title and message within 200 and 2000 characters", () => {
    expect(issues(createNotificationSchema.safeParse({ type: "all", title: " ", message: "" }))).toEqual([
      ["title", "Field is required"],
      ["message", "Field is required"],
    ]);
    expect(
      issues(
        createNotificationSchema.safeParse({
          type: "all",
          title: "t".repeat(201),
          message: "m".repeat(2001),
        }),
      ),
    ).toEqual([
      ["title", "Must be at most 200 characters"],
      ["message", "Must be at most 2000 characters"],
    ]);
    expect(
      createNotificationSchema.safeParse({ type: "all", title: "t".repeat(200), message: "m" }).success,
    ).toBe(true);
  });

  it("needs recipients for user and team notifications, and only known types and levels", () => {
    expect(issues(createNotificationSchema.safeParse({ type: "user", title: "t", message: "m" }))).toEqual([
      ["users", "At least one user is required"],
    ]);
    expect(issues(createNotificationSchema.safeParse({ type: "team", title: "t", message: "m" }))).toEqual([
      ["teams", "At least one team is required"],
    ]);
    expect(
      createNotificationSchema.safeParse({ type: "organization", title: "t", message: "m" }).success,
    ).toBe(true);
    expect(createNotificationSchema.safeParse({ type: "group", title: "t", message: "m" }).success).toBe(
      false,
    );
    expect(
      createNotificationSchema.safeParse({ type: "all", title: "t", message: "m", level: "loud" }).success,
    ).toBe(false);
    expect(
      createNotificationSchema.safeParse({ type: "all", title: "t", message: "m", extra: 1 }).success,
    ).toBe(false);
  });

  it("accepts metadata objects whose href stays inside the app", () => {
    const ok = { type: "all", title: "t", message: "m", metadata: { href: "/dashboard/goals", kind: "x" } };
    expect(createNotificationSchema.parse(ok).metadata).toEqual({ href: "/dashboard/goals", kind: "x" });
    expect(createNotificationSchema.safeParse({ ...ok, metadata: "text" }).success).toBe(false);
    expect(
      issues(createNotificationSchema.safeParse({ ...ok, metadata: { href: "https://x.example" } })),
    ).toEqual([["metadata.href", "href must be a path inside the app"]]);
  });
});

describe("isAppPath", () => {
  it("allows only paths of this site", () => {
    expect(["/dashboard", "/dashboard/goals/view/1?x=1#y"].map(isAppPath)).toEqual([true, true]);
    expect(
      ["//evil.example", "https://evil.example", "javascript:alert(1)", "/\\evil.example", "", 5, null].map(
        isAppPath,
      ),
    ).toEqual([false, false, false, false, false, false, false]);
  });
});

describe("updateNotificationSchema and the list filters", () => {
  it("takes any subset, hasRead alone included; metadata may be cleared", () => {
    expect(updateNotificationSchema.parse({ hasRead: true })).toEqual({ hasRead: true });
    expect(updateNotificationSchema.parse({ metadata: null, level: "error" })).toEqual({
      metadata: null,
      level: "error",
    });
    expect(updateNotificationSchema.safeParse({ hasRead: "yes" }).success).toBe(false);
    expect(updateNotificationSchema.safeParse({ type: "all" }).success).toBe(false);
    expect(issues(updateNotificationSchema.safeParse({ title: "" }))).toEqual([
      ["title", "Field is required"],
    ]);
  });

  it("unread and sent are booleans; other filters pass to the list", () => {
    expect(notificationFiltersSchema.parse({ unread: true, level: "info" })).toEqual({
      unread: true,
      level: "info",
    });
    expect(notificationFiltersSchema.safeParse({ sent: "true" }).success).toBe(false);
  });
});

describe("notification channels", () => {
  it("a notification is published once per audience entry; a reader listens to theirs", () => {
    expect(audienceChannels({ type: "user", userIds: [ID, ID2], teamIds: [], organizationIds: [] })).toEqual([
      userChannel(ID),
      userChannel(ID2),
    ]);
    expect(audienceChannels({ type: "team", userIds: [], teamIds: [ID], organizationIds: [] })).toEqual([
      teamChannel(ID),
    ]);
    expect(
      audienceChannels({ type: "organization", userIds: [], teamIds: [], organizationIds: [ID] }),
    ).toEqual([organizationChannel(ID)]);
    expect(audienceChannels({ type: "all", userIds: [ID], teamIds: [], organizationIds: [] })).toEqual([
      ALL_CHANNEL,
    ]);
    expect(readerChannels({ userId: ID, teamIds: [ID2], organizationId: ID })).toEqual([
      userChannel(ID),
      teamChannel(ID2),
      organizationChannel(ID),
      ALL_CHANNEL,
    ]);
    expect(readerChannels({ userId: ID, teamIds: [], organizationId: null })).toEqual([
      userChannel(ID),
      ALL_CHANNEL,
    ]);
  });
});

const relativeTime = (value: Date | string, now: Date, locale: Locale = "en-US") =>
  formatsOf(createFormatter({ locale, timeZone: "UTC" }), locale).relative(value, now);

describe("relativeTime", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  it("says how long ago, in the largest fitting unit", () => {
    expect(relativeTime(ago(10), now)).toBe("now");
    expect(relativeTime(ago(5 * 60), now)).toBe("5 minutes ago");
    expect(relativeTime(ago(3 * 3600), now)).toBe("3 hours ago");
    expect(relativeTime(ago(26 * 3600), now)).toBe("yesterday");
    expect(relativeTime(ago(15 * 86400), now)).toBe("2 weeks ago");
    expect(relativeTime(ago(400 * 86400), now)).toBe("last year");
    expect(relativeTime(ago(-120).toISOString(), now)).toBe("in 2 minutes");
    expect(relativeTime("not a date", now)).toBe("");
    expect(relativeTime(ago(26 * 3600), now, "es-ES")).toBe("ayer");
    expect(relativeTime(ago(5 * 60), now, "de-DE")).toBe("vor 5 Minuten");
  });
});
