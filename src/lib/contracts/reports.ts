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
import { dateFilterSchema } from "./analytics";
import { dateValue, objectId } from "./common";

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

export interface UsageRecord {
  _id: string;
  __v: number;
  slugId: string;
  date: string;
  dateType: UsageDateTypeName;
  organization: string | null;
  team: string | null;
  data: unknown;
  usersLoggedIn: string[];
  usersCreated: number;
  chatsCreated: number;
  chatsAssessed: number;
  journalsCreated: number;
  journalsAssessed: number;
  totalUsersLifetime: number;
  year: number;
  month: number;
  day: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface UsageTotals {
  totalUsersCreated: number;
  totalChatsCreated: number;
  totalChatsAssessed: number;
  totalJournalsCreated: number;
  totalJournalsAssessed: number;
  uniqueUsersLoggedIn: number;
}

export interface ReportsOverview {
  records: UsageRecord[];
  totals: UsageTotals;
}
