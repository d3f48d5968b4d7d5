import { AppError } from "@/lib/errors";

/** Days loaded when the caller names no start date. */
export const DEFAULT_ORACLE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface DateRange {
  start: Date;
  end: Date;
  days: number;
}

/** [startDate, endDate]: the end defaults to now, the start to DEFAULT_ORACLE_DAYS before the end. */
export function oracleRange(props: { startDate?: Date; endDate?: Date }, now = new Date()): DateRange {
  const end = props.endDate ?? now;
  const start = props.startDate ?? new Date(end.getTime() - DEFAULT_ORACLE_DAYS * DAY_MS);
  if (start.getTime() > end.getTime()) {
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "oracleProps.endDate", message: "Must be after the start date" }],
    });
  }
  return { start, end, days: Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS)) };
}
