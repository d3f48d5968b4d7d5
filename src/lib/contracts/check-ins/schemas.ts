/** Check-ins as the API answers them, the rules an organisation sets, and the athlete's own settings. */
import { z } from "zod";
import { dateOut, idOut } from "@/lib/api/wire";
import { CHECK_IN_REASONS, SNOOZE_DAYS } from "./values";

export * from "./values";

const days = (max: number) =>
  z.number().int("Must be a whole number").min(1, "Must be at least 1").max(max, `Must be at most ${max}`);

export const checkInRulesSchema = z
  .object({
    enabled: z.boolean(),
    idleDays: days(60),
    goalDueDays: days(60),
    goalProgressBelow: z.number().int().min(1, "Must be at least 1").max(100, "Must be at most 100"),
    areaFallingTwice: z.boolean(),
  })
  .strict();

/** PUT /users/check-in-settings: the athlete's choice; `snoozeDays` 0 ends a snooze. */
export const checkInSettingsSchema = z
  .object({
    off: z.boolean().optional(),
    snoozeDays: z.union([z.literal(0), ...SNOOZE_DAYS.map((d) => z.literal(d))]).optional(),
  })
  .strict();
export type CheckInSettingsInput = z.infer<typeof checkInSettingsSchema>;

export const checkInSettingsDocSchema = z.strictObject({
  off: z.boolean(),
  snoozedUntil: dateOut.nullable(),
});

export const checkInDocSchema = z.strictObject({
  _id: idOut,
  reason: z.enum(CHECK_IN_REASONS),
  /** What it is about, in words. */
  summary: z.string(),
  chat: idOut.nullable(),
  createdAt: dateOut,
});
export type CheckInDoc = z.output<typeof checkInDocSchema>;
