/**
 * The §3 usage statistics query (POST /reports/overview) and its answer.
 *
 * Answer: { records: UsageRecord[] (oldest first), totals }. A record is the §3 usage statistics document with
 * usersLoggedIn as user ids. organization defaults to the caller's context organisation (another one only for
 * master admins); team null/omitted = the organisation-wide records (teamId null), a team id = that team's
 * records. filters may carry { team } as an alternative spelling of team. Records whose bucket (the UTC day or
 * month start) lies between startDate's bucket and endDate are returned. Totals add the records' counters;
 * uniqueUsersLoggedIn counts each user once however many records list them.
 */
import { z } from "zod";
import { dateOut, documentFields, idOut } from "@/lib/api/wire";
import { dateFilterSchema } from "@/lib/contracts/analytics/schemas";
import { dateValue, objectId } from "@/lib/contracts/common";

export const USAGE_DATE_TYPES = ["day", "month"] as const;
export type UsageDateTypeName = (typeof USAGE_DATE_TYPES)[number];

export const reportsQuerySchema = z
  .object({
    startDate: dateValue,
    endDate: dateValue,
    organization: objectId.nullish().transform((v) => v ?? null),
    team: objectId.nullish().transform((v) => v ?? null),
    filters: z
      .object({ team: objectId.nullish() })
      .catchall(z.unknown())
      .nullish()
      .transform((f) => f ?? {}),
    dateType: z.enum(USAGE_DATE_TYPES).default("day"),
  })
  .superRefine((q, ctx) => {
    const check = dateFilterSchema.safeParse({ startDate: q.startDate, endDate: q.endDate });
    if (!check.success)
      ctx.addIssue({ code: "custom", message: "Start date must be before end date", path: ["endDate"] });
  });

export type ReportsQuery = z.infer<typeof reportsQuerySchema>;
export type ReportsQueryInput = z.input<typeof reportsQuerySchema>;

/** A §3 usage statistics document, with usersLoggedIn as user ids (sorted). */
export const usageRecordSchema = z.strictObject({
  ...documentFields,
  slugId: z.string(),
  /** The start of the record's UTC day or month. */
  date: dateOut,
  dateType: z.enum(USAGE_DATE_TYPES),
  organization: idOut.nullable(),
  team: idOut.nullable(),
  /** Free-form JSON (null when unset). */
  data: z.unknown(),
  usersLoggedIn: z.array(idOut),
  usersCreated: z.number().int(),
  chatsCreated: z.number().int(),
  chatsAssessed: z.number().int(),
  journalsCreated: z.number().int(),
  journalsAssessed: z.number().int(),
  totalUsersLifetime: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  /** null for dateType month. */
  day: z.number().int().nullable(),
});

export const usageTotalsSchema = z.strictObject({
  totalUsersCreated: z.number().int(),
  totalChatsCreated: z.number().int(),
  totalChatsAssessed: z.number().int(),
  totalJournalsCreated: z.number().int(),
  totalJournalsAssessed: z.number().int(),
  uniqueUsersLoggedIn: z.number().int(),
});

/** The answer of POST /reports/overview. */
export const reportsOverviewSchema = z.strictObject({
  records: z.array(usageRecordSchema),
  totals: usageTotalsSchema,
});

export type UsageRecord = z.output<typeof usageRecordSchema>;
export type UsageTotals = z.output<typeof usageTotalsSchema>;
export type ReportsOverview = z.output<typeof reportsOverviewSchema>;
