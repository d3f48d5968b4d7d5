// `npm run bench:analytics`: how long POST /analytics/overview's work takes on 1,000,000 assessment values.
// Starts its own PostgreSQL (own port), migrates, seeds 10 organisations × 5 teams × 100 users and 1,000,000
// AssessmentValue rows (100,000 per organisation, dates spread over the last 365 days, every value linked to its
// user's team) with INSERT … SELECT generate_series, runs ANALYZE, then for each granularity times
//   service = analyticsOverview(ctx, query), in-process (scope look-ups alongside the two statements, shaping)
//   SQL     = the bare overview statements (organisation; compared teams and user) at once, through the same client
//   server  = PostgreSQL's own execution time of the slower statement (EXPLAIN ANALYZE, one run)
// for the heaviest everyday query: one organisation, a whole section (all 4 keys), the last 365 days, two teams
// compared and one user (≈ 33,000 values read), and for a typical chart: one key over the last 90 days. It prints p50/p95 of each and the ratio service / SQL, against
// the target "≤ 150 ms". Figures only: it never fails on a slow run; the exit code says whether the run worked.
//
//   BENCH_PG_PORT (55493), BENCH_RUNS (20 timed runs per granularity, after 3 warm-up runs),
//   BENCH_ROWS (1000000), BENCH_HOLD=1 (set up, print the database URL and wait: for EXPLAIN by hand).
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { prismaEnv } from "./dev.mjs";
import { startPostgres } from "./lib/postgres.mjs";
import { installSignalHandlers, onCleanup, run, shutdown } from "./lib/procs.mjs";

const BIN = "./node_modules/.bin";
const num = (name, fallback) => Number(process.env[name] || fallback);
const PG_PORT = num("BENCH_PG_PORT", 55493);
const RUNS = num("BENCH_RUNS", 20);
const ROWS = num("BENCH_ROWS", 1_000_000);
const WARMUP = 3;
const TARGET_MS = 150;
const ORGS = 10;
const TEAMS_PER_ORG = 5;
const USERS_PER_ORG = 100;
const GRANULARITIES = ["day", "week", "month", "quarter", "year"];

const log = (line) => console.log(`[bench] ${line}`);

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Organisations, teams, users and team memberships, then the values and their team links, all in SQL. */
const SEED = [
  `INSERT INTO "Organization" (name, slug, "updatedAt")
     SELECT 'Bench org ' || o, 'bench-org-' || o, now() FROM generate_series(1, ${ORGS}) o`,
  `INSERT INTO "Team" (name, slug, "organizationId", "updatedAt")
     SELECT 'Team ' || t, 'team-' || t, org.id, now()
     FROM "Organization" org CROSS JOIN generate_series(1, ${TEAMS_PER_ORG}) t`,
  `INSERT INTO "User" (name, email, role, "organizationId", "updatedAt")
     SELECT 'Athlete ' || org.slug || '-' || u, 'athlete-' || org.slug || '-' || u || '@bench.example.com',
       'user', org.id, now()
     FROM "Organization" org CROSS JOIN generate_series(1, ${USERS_PER_ORG}) u`,
  // Each user in one team of their organisation: users are numbered within the organisation, teams too.
  `CREATE TABLE bench_users AS
     SELECT u.id, u."organizationId" AS org,
       (row_number() OVER (ORDER BY u.id) - 1)::int AS n,
       (row_number() OVER (PARTITION BY u."organizationId" ORDER BY u.id) - 1)::int AS k
     FROM "User" u`,
  `CREATE TABLE bench_teams AS
     SELECT t.id, t."organizationId" AS org,
       (row_number() OVER (PARTITION BY t."organizationId" ORDER BY t.id) - 1)::int AS k
     FROM "Team" t`,
  `ALTER TABLE bench_users ADD COLUMN team varchar(24)`,
  `UPDATE bench_users bu SET team = bt.id FROM bench_teams bt
     WHERE bt.org = bu.org AND bt.k = bu.k % ${TEAMS_PER_ORG}`,
  `CREATE UNIQUE INDEX ON bench_users (n)`,
  `INSERT INTO "_TeamUsers" ("A", "B") SELECT team, id FROM bench_users`,
  // 12 keys in 3 sections; values 1..10; dates over the last 365 days.
  `CREATE TABLE bench_keys AS
     SELECT (row_number() OVER () - 1)::int AS k, s::"AssessmentSection" AS section, key::"AssessmentKey" AS key
     FROM (VALUES ('mental','mood'),('mental','mindsetAndAwareness'),('mental','handlingFailure'),
       ('mental','motivation'),('physical','physicalHealth'),('physical','dietAndNutrition'),
       ('physical','sleepQuality'),('physical','vitalityAndStamina'),('performance','currentGoals'),
       ('performance','biggestChallenges'),('performance','consistency'),('performance','timeManagement'))
       AS v(s, key)`,
  `INSERT INTO "AssessmentValue" ("userId", "organizationId", section, key, value, date, source, "updatedAt")
     SELECT bu.id, bu.org, bk.section, bk.key, 1 + floor(random() * 10),
       now() - random() * interval '365 days', 'chat', now()
     FROM generate_series(0, ${ROWS - 1}) g
     JOIN bench_users bu ON bu.n = g % ${ORGS * USERS_PER_ORG}
     JOIN bench_keys bk ON bk.k = (g / ${ORGS * USERS_PER_ORG}) % 12`,
  `INSERT INTO "_AssessmentValueToTeam" ("A", "B")
     SELECT av.id, bu.team FROM "AssessmentValue" av JOIN bench_users bu ON bu.id = av."userId"`,
  // VACUUM sets the visibility map, so the analytics index is read without visiting the table (index-only
  // scans), as it would be once autovacuum has passed over a live database.
  "VACUUM ANALYZE",
  // A second pass over the link table: the first one, right after the bulk insert, sometimes leaves its pages
  // not all-visible, and the planner then reads the team links through the heap (seen with EXPLAIN).
  `VACUUM ANALYZE "_AssessmentValueToTeam"`,
];

installSignalHandlers();
let exitCode = 0;
try {
  await run("apt", "bash", ["scripts/ensure-system-packages.sh", "postgresql"]);
  const pgServer = await startPostgres({ port: PG_PORT });
  onCleanup(pgServer.stop);
  Object.assign(process.env, {
    DATABASE_URL: pgServer.url,
    SHADOW_DATABASE_URL: pgServer.shadowUrl,
    LOG_LEVEL: process.env.LOG_LEVEL || "warn",
  });
  await run("migrate", `${BIN}/prisma`, ["migrate", "deploy"], { env: prismaEnv() });

  const client = new pg.Client({ connectionString: pgServer.url });
  await client.connect();
  onCleanup(() => client.end());
  const t0 = performance.now();
  for (const statement of SEED) await client.query(statement);
  const { rows: counted } = await client.query(`SELECT count(*)::int AS n FROM "AssessmentValue"`);
  log(`seeded ${counted[0].n} values in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  if (process.env.BENCH_HOLD === "1") {
    log(`holding: ${pgServer.url}`);
    await new Promise(() => {});
  }

  // The app's modules read DATABASE_URL when first imported: only now.
  const { db } = await tsImport("../src/server/db.ts", import.meta.url);
  const { analyticsOverview } = await tsImport("../src/server/analytics/overview.ts", import.meta.url);
  const { overviewStatement } = await tsImport(
    "../src/server/analytics/overview-statement.ts",
    import.meta.url,
  );
  const { analyticsQuerySchema } = await tsImport(
    "../src/lib/contracts/analytics/schemas.ts",
    import.meta.url,
  );
  // The overview's two statements (organisation; compared teams and user), run at once as the service runs them.
  const PARTS = ["organization", "compared"];
  const bareStatements = (params) =>
    Promise.all(PARTS.map((part) => db.$queryRaw(overviewStatement(params, part))));

  // The first organisation, an admin of it, two of its teams, one of its users with their team.
  const { rows: orgs } = await client.query(`SELECT id FROM "Organization" ORDER BY slug LIMIT 1`);
  const org = orgs[0].id;
  const { rows: teams } = await client.query(`SELECT id FROM bench_teams WHERE org = $1 ORDER BY k LIMIT 2`, [
    org,
  ]);
  const { rows: users } = await client.query(
    `SELECT id, team FROM bench_users WHERE org = $1 ORDER BY k LIMIT 1`,
    [org],
  );
  const admin = {
    _id: "ffffffffffffffffffffffff",
    role: "admin",
    isAdminMaster: false,
    active: true,
    teams: [],
    organization: { _id: org, active: true },
  };
  const ctx = {
    user: admin,
    organizationId: org,
    teamId: null,
    timezone: "Europe/Madrid",
    frontendRoute: null,
  };
  const end = new Date();

  // The heaviest everyday query, and a typical chart (one key over 90 days).
  const scenarios = [
    { label: 'section "mental" (all 4 keys), 365 days', key: null, days: 365 },
    { label: 'key "mood", 90 days', key: "mood", days: 90 },
  ];
  for (const scenario of scenarios) {
    const start = new Date(end.getTime() - scenario.days * 24 * 60 * 60 * 1000);
    console.log(
      `\nAnalytics overview on ${counted[0].n.toLocaleString("en")} values: one organisation, ${scenario.label},` +
        ` 2 teams + 1 user, timezone ${ctx.timezone}; ${RUNS} runs each after ${WARMUP} warm-up runs`,
    );
    console.log(
      `${"granularity".padEnd(12)}${"points".padStart(7)}${"values".padStart(8)}` +
        `${"service p50".padStart(13)}${"p95".padStart(8)}${"SQL p50".padStart(10)}${"p95".padStart(8)}` +
        `${"server".padStart(9)}${"ratio".padStart(8)}   target ≤ ${TARGET_MS} ms`,
    );
    for (const granularity of GRANULARITIES) {
      const query = analyticsQuerySchema.parse({
        section: "mental",
        key: scenario.key,
        teamsToCompare: teams.map((t) => t.id),
        userId: users[0].id,
        userTeams: [users[0].team],
        dateFilter: { startDate: start.toISOString(), endDate: end.toISOString() },
        granularity,
      });
      const params = {
        organizationId: org,
        section: "mental",
        key: scenario.key,
        startDate: start,
        endDate: end,
        granularity,
        timezone: ctx.timezone,
        teamIds: [...new Set([...query.teamsToCompare, ...query.userTeams])],
        userId: users[0].id,
        includeUserInAverage: false,
      };
      const service = [];
      const bare = [];
      let answer;
      for (let i = 0; i < WARMUP + RUNS; i++) {
        const a = performance.now();
        answer = await analyticsOverview(ctx, query);
        const b = performance.now();
        await bareStatements(params);
        const c = performance.now();
        if (i >= WARMUP) {
          service.push(b - a);
          bare.push(c - b);
        }
      }
      const serverMs = Math.max(
        ...(await Promise.all(
          PARTS.map(async (part) => {
            const statement = overviewStatement(params, part);
            const plan = await db.$queryRawUnsafe(
              `EXPLAIN (ANALYZE, FORMAT JSON) ${statement.text}`,
              ...statement.values,
            );
            return plan[0]["QUERY PLAN"][0]["Execution Time"];
          }),
        )),
      );
      const org0 = answer.series[0];
      const p50s = percentile(service, 50);
      const p50b = percentile(bare, 50);
      const verdict = p50s <= TARGET_MS ? "✓ within" : "✗ over";
      console.log(
        `${granularity.padEnd(12)}${String(org0.points.length).padStart(7)}${String(org0.summary.count).padStart(8)}` +
          `${p50s.toFixed(1).padStart(13)}${percentile(service, 95).toFixed(1).padStart(8)}` +
          `${p50b.toFixed(1).padStart(10)}${percentile(bare, 95).toFixed(1).padStart(8)}` +
          `${serverMs.toFixed(1).padStart(9)}${(p50s / p50b).toFixed(2).padStart(7)}×   ${verdict}`,
      );
    }
  }
  console.log(
    "(ms; service and SQL measured in-process through Prisma; SQL = the two statements of the overview run at\n" +
      " once, as the service runs them; server = EXPLAIN ANALYZE execution time of the slower of the two)",
  );
  // Figures from a busy machine are not comparable: say how busy it was.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(" ");
  console.log(`load average ${load} on ${cpus().length} CPUs`);
  await db.$disconnect();
} catch (err) {
  exitCode = err.exitCode ?? 1;
  console.error(`\n✗ ${err.stack ?? err.message}`);
}
await shutdown();
process.exit(exitCode);
