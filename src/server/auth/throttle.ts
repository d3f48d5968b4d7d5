/**
 * Attempt counters in PostgreSQL ("AuthThrottle"), so that every app instance counts the same attempts. Each
 * change is one statement (an upsert or an update of one row), which PostgreSQL serialises on the row: 50
 * guesses arriving at once on several instances are counted one by one, and only those the limits allow get
 * through.
 *
 * An attempt is counted before the identity provider is asked (`claim`), not after it answered: counting
 * afterwards would let every attempt that arrives while the first ones are still out pass the check. Attempts
 * that turn out not to be guesses are taken back (`takeBack`); a good password clears the account (`reset`).
 *
 * The clock is the app's, not the database's, so tests can move it; instances' clocks are kept in step by NTP,
 * far more closely than the one-second delays need.
 */
import { describeError, log } from "@/server/log";
import { type SqlStatement, sqlRows } from "@/server/sql";
import { THROTTLE_SCOPES, type ThrottleLimits, type ThrottleScope } from "./throttle-limits";

export interface ThrottleSubject {
  scope: ThrottleScope;
  /** A normalised e-mail or a client address. */
  subject: string;
}

export type ClaimResult = { ok: true } | { ok: false; retryAfterMs: number };

type SqlRunner = <T>(statement: SqlStatement, values: unknown[]) => Promise<T[]>;

export interface ThrottleOptions {
  sql?: SqlRunner;
  /** Milliseconds since the epoch. */
  clock?: () => number;
  limits?: Record<ThrottleScope, ThrottleLimits>;
}

const NOW = "to_timestamp($3::float8 / 1000)";
const ms = (n: string) => `make_interval(secs => ${n}::float8 / 1000)`;
// $4…$8: freeFailures, firstDelayMs, lockAtFailures, lockMs, forgetAfterMs.
const nextCount = `CASE WHEN t."lastAttemptAt" <= ${NOW} - ${ms("$8")} THEN 1 ELSE t.failures + 1 END`;
const blockAfter = (count: string) => `CASE
    WHEN ${count} >= $6 THEN ${NOW} + ${ms("$7")}
    WHEN ${count} > $4 THEN ${NOW} + least(${ms("$5")} * power(2, ${count} - $4 - 1), ${ms("$7")})
  END`;

/** Counts one attempt unless the subject is waiting or locked; answers nothing when it is. */
const CLAIM: SqlStatement = {
  name: "auth_throttle_claim",
  text: `INSERT INTO "AuthThrottle" AS t (scope, subject, failures, "blockedUntil", "lastAttemptAt")
    VALUES ($1, $2, 1, ${blockAfter("1")}, ${NOW})
    ON CONFLICT (scope, subject) DO UPDATE SET
      failures = ${nextCount},
      "blockedUntil" = ${blockAfter(nextCount)},
      "lastAttemptAt" = ${NOW}
    WHERE t."blockedUntil" IS NULL OR t."blockedUntil" <= ${NOW}
    RETURNING failures`,
};

const BLOCKED_UNTIL: SqlStatement = {
  name: "auth_throttle_blocked_until",
  text: `SELECT extract(epoch FROM "blockedUntil") * 1000 AS "blockedUntilMs"
    FROM "AuthThrottle" WHERE scope = $1 AND subject = $2`,
};

// Back at or below the free attempts, no wait is due any more; above them, the wait already set stays.
const TAKE_BACK: SqlStatement = {
  name: "auth_throttle_take_back",
  text: `UPDATE "AuthThrottle" SET
      failures = greatest(failures - 1, 0),
      "blockedUntil" = CASE WHEN failures - 1 > $3 THEN "blockedUntil" END
    WHERE scope = $1 AND subject = $2`,
};

const RESET: SqlStatement = {
  name: "auth_throttle_reset",
  text: `DELETE FROM "AuthThrottle" WHERE scope = $1 AND subject = $2`,
};

const SWEEP: SqlStatement = {
  name: "auth_throttle_sweep",
  text: `DELETE FROM "AuthThrottle"
    WHERE "lastAttemptAt" < to_timestamp($1::float8 / 1000)
      AND ("blockedUntil" IS NULL OR "blockedUntil" < to_timestamp($2::float8 / 1000))`,
};

const FAILURES: SqlStatement = {
  name: "auth_throttle_failures",
  text: `SELECT failures FROM "AuthThrottle" WHERE scope = $1 AND subject = $2`,
};

const SWEEP_EVERY_MS = 10 * 60 * 1000;

export type Throttle = ReturnType<typeof createThrottle>;

export function createThrottle({
  sql = sqlRows,
  clock = Date.now,
  limits = THROTTLE_SCOPES,
}: ThrottleOptions = {}) {
  const longestMemory = Math.max(...Object.values(limits).map((l) => l.forgetAfterMs));
  let lastSweep = 0;

  /** Forgotten counters are only dead rows: removed now and then, by whichever instance gets there. */
  function sweep(now: number) {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    sql(SWEEP, [now - longestMemory, now]).catch((error) =>
      log.warn("auth throttle sweep failed", describeError(error)),
    );
  }

  async function claimOne({ scope, subject }: ThrottleSubject, now: number): Promise<ClaimResult> {
    const l = limits[scope];
    const params = [scope, subject, now, l.freeFailures, l.firstDelayMs, l.lockAtFailures, l.lockMs];
    const claimed = await sql(CLAIM, [...params, l.forgetAfterMs]);
    if (claimed.length > 0) return { ok: true };
    const [row] = await sql<{ blockedUntilMs: number | null }>(BLOCKED_UNTIL, [scope, subject]);
    // Cleared in between (a good password elsewhere): still refused, the caller may simply try again.
    return { ok: false, retryAfterMs: Math.max(Number(row?.blockedUntilMs ?? 0) - now, 1000) };
  }

  async function takeBack(subjects: ThrottleSubject[]): Promise<void> {
    await Promise.all(
      subjects.map(({ scope, subject }) => sql(TAKE_BACK, [scope, subject, limits[scope].freeFailures])),
    );
  }

  return {
    /**
     * Counts one attempt on every subject, or on none: when any of them is waiting or locked the attempt is
     * refused, the others' counts are taken back, and the answer says how long the longest wait still is.
     */
    async claim(subjects: ThrottleSubject[]): Promise<ClaimResult> {
      const now = clock();
      sweep(now);
      const results = await Promise.all(subjects.map((s) => claimOne(s, now)));
      const refused = results.flatMap((r) => (r.ok ? [] : [r.retryAfterMs]));
      if (refused.length === 0) return { ok: true };
      await takeBack(subjects.filter((_, i) => results[i]?.ok));
      return { ok: false, retryAfterMs: Math.max(...refused) };
    },

    /** Uncounts a claimed attempt that was not a guess (right password, or the provider failed). */
    takeBack,

    /** Forgets a subject's attempts: a good password clears its account. */
    async reset(subject: ThrottleSubject): Promise<void> {
      await sql(RESET, [subject.scope, subject.subject]);
    },

    /** The current count, for tests and diagnostics. */
    async failures({ scope, subject }: ThrottleSubject): Promise<number> {
      const rows = await sql<{ failures: number }>(FAILURES, [scope, subject]);
      return rows[0]?.failures ?? 0;
    },
  };
}

/** The app's throttle: the shared hot-path pool and the real clock. */
export const authThrottle: Throttle = createThrottle();
