import { LINKS } from "@/server/links";
import { type SqlStatement, sqlRows } from "@/server/sql";

const { teamUsers: TU, usageStatisticsUsersLoggedIn: LOGGED_IN } = LINKS;

/**
 * Usage statistics (§3) are kept as events happen: each event adds to a day record and a month record, for the
 * organisation as a whole (team null) and for each team involved. Days and months are UTC calendar days and
 * months, so every member's events land in the same record. totalUsersLifetime is the member count of that
 * organisation or team when the record last changed.
 */
export type UsageEvent =
  | "userLoggedIn"
  | "userCreated"
  | "chatCreated"
  | "chatAssessed"
  | "journalCreated"
  | "journalAssessed";

const COUNTERS: Record<Exclude<UsageEvent, "userLoggedIn">, string> = {
  userCreated: "usersCreated",
  chatCreated: "chatsCreated",
  chatAssessed: "chatsAssessed",
  journalCreated: "journalsCreated",
  journalAssessed: "journalsAssessed",
};

function upsertText(counter: string | null): string {
  const insertCounter = counter ? `, "${counter}"` : "";
  const insertValue = counter ? ", 1" : "";
  const updateCounter = counter ? `"${counter}" = s."${counter}" + 1,` : "";
  return `
    WITH scope AS (
      SELECT k.kind, t.team,
        date_trunc(k.kind, $2::timestamptz AT TIME ZONE 'UTC') AS day
      FROM (VALUES ('day'), ('month')) AS k(kind)
      CROSS JOIN (SELECT NULL::varchar AS team UNION ALL SELECT DISTINCT unnest($3::varchar[])) AS t
    )
    INSERT INTO "UsageStatistics" AS s
      ("slugId", date, "dateType", "organizationId", "teamId", year, month, day, "updatedAt",
       "totalUsersLifetime"${insertCounter})
    SELECT
      concat_ws(':', scope.kind, to_char(scope.day, CASE scope.kind WHEN 'day' THEN 'YYYY-MM-DD' ELSE 'YYYY-MM' END),
        $1::varchar, coalesce(scope.team, 'all')),
      scope.day, scope.kind::"UsageDateType", $1, scope.team,
      extract(year FROM scope.day)::int, extract(month FROM scope.day)::int,
      CASE scope.kind WHEN 'day' THEN extract(day FROM scope.day)::int END,
      now(),
      CASE WHEN scope.team IS NULL
        THEN (SELECT count(*) FROM "User" u WHERE u."organizationId" = $1)
        ELSE (SELECT count(*) FROM ${TU.table} tu WHERE tu.${TU.team} = scope.team) END${insertValue}
    FROM scope
    ON CONFLICT ("slugId") DO UPDATE SET ${updateCounter}
      "totalUsersLifetime" = EXCLUDED."totalUsersLifetime",
      "__v" = s."__v" + 1,
      "updatedAt" = now()
    RETURNING s.id`;
}

const STATEMENTS = Object.fromEntries(
  (Object.keys(COUNTERS) as (keyof typeof COUNTERS)[])
    .map((event): [UsageEvent, SqlStatement] => [
      event,
      { name: `usage-${event}`, text: upsertText(COUNTERS[event]) },
    ])
    .concat([["userLoggedIn", { name: "usage-userLoggedIn", text: upsertText(null) }]]),
) as Record<UsageEvent, SqlStatement>;

const ADD_LOGGED_IN: SqlStatement = {
  name: "usage-add-logged-in",
  text: `INSERT INTO ${LOGGED_IN.table} (${LOGGED_IN.statistics}, ${LOGGED_IN.user})
    SELECT unnest($1::varchar[]), $2 ON CONFLICT DO NOTHING`,
};

export interface UsageEventScope {
  organizationId: string | null | undefined;
  teamIds?: readonly string[];
  /** Who logged in (userLoggedIn only). */
  userId?: string;
  at?: Date;
}

/**
 * Never fails the caller's request: statistics are a by-product, so a failure is logged and dropped.
 */
export async function recordUsageEvent(event: UsageEvent, scope: UsageEventScope): Promise<void> {
  if (!scope.organizationId) return;
  try {
    const rows = await sqlRows<{ id: string }>(STATEMENTS[event], [
      scope.organizationId,
      (scope.at ?? new Date()).toISOString(),
      [...(scope.teamIds ?? [])],
    ]);
    if (event === "userLoggedIn" && scope.userId) {
      await sqlRows(ADD_LOGGED_IN, [rows.map((r) => r.id), scope.userId]);
    }
  } catch (error) {
    console.error(`[reports] could not record ${event}`, error);
  }
}
