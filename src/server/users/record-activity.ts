import { validTimezone } from "@/server/http/context";
import { type SqlStatement, sqlRows } from "@/server/sql";

/**
 * Streaks count consecutive days, in the user's own timezone, on which the user did something (signed in, wrote
 * a journal, started a chat). The first activity of a day extends the streak if the previous one was yesterday
 * and restarts it otherwise; later activities that day change nothing (the WHERE clause skips the write).
 */
const RECORD_ACTIVITY: SqlStatement = {
  name: "record-activity",
  text: `
    WITH today AS (SELECT ($2::timestamptz AT TIME ZONE $3)::date AS day)
    UPDATE "User" u SET
      "streakDays" = CASE WHEN u."lastActiveOn" = today.day - 1 THEN u."streakDays" + 1 ELSE 1 END,
      "maxStreakDays" = GREATEST(u."maxStreakDays",
        CASE WHEN u."lastActiveOn" = today.day - 1 THEN u."streakDays" + 1 ELSE 1 END),
      "lastActiveOn" = today.day,
      "__v" = u."__v" + 1,
      "updatedAt" = now()
    FROM today
    WHERE u.id = $1 AND (u."lastActiveOn" IS NULL OR u."lastActiveOn" < today.day)
    RETURNING u."streakDays", u."maxStreakDays"`,
};

const USER_TIMEZONE: SqlStatement = {
  name: "user-timezone",
  text: `SELECT timezone FROM "User" WHERE id = $1`,
};

/** Never fails the caller's request: a streak is a by-product, so a failure is logged and dropped. */
export async function recordActivity(userId: string, at: Date = new Date(), timezone?: string | null) {
  try {
    let tz = timezone;
    if (tz === undefined) {
      const [row] = await sqlRows<{ timezone: string | null }>(USER_TIMEZONE, [userId]);
      tz = row?.timezone;
    }
    // A timezone PostgreSQL does not know would fail the statement; the day then falls back to UTC.
    const zone = tz && validTimezone(tz) ? tz : "UTC";
    await sqlRows(RECORD_ACTIVITY, [userId, at.toISOString(), zone]);
  } catch (error) {
    console.error("[users] could not record activity", error);
  }
}
