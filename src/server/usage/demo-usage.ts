/**
 * The usage statistics records (day and month, organisation and team) that the demo progress seed's activity
 * would have produced (src/server/seed/demo-progress.ts), with slugs as in record-usage-event.ts. Idempotent:
 * a record is only created when its slug does not exist yet (a re-run never overwrites what real events have
 * added since).
 */
import { db } from "@/server/db";

/** One day's activity of an organisation (team null) or team: who signed in, how many journals were written. */
export interface UsageDay {
  loggedIn: Set<string>;
  journals: number;
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/**
 * Creates the usage records of the seeded activity when missing. `byDay`: day (YYYY-MM-DD) → team (null for the
 * organisation) → activity; `lifetime`: member count of the organisation (null) and of each team, the records'
 * totalUsersLifetime (users domain's memberCounts).
 */
export async function seedDemoUsage(
  organizationId: string,
  byDay: Map<string, Map<string | null, UsageDay>>,
  lifetime: Map<string | null, number>,
) {
  const months = new Map<string, Map<string | null, UsageDay>>();
  const records: { kind: "day" | "month"; date: Date; team: string | null; usage: UsageDay }[] = [];
  for (const [day, perTeam] of byDay) {
    const month = day.slice(0, 7);
    const monthly = months.get(month) ?? new Map<string | null, UsageDay>();
    months.set(month, monthly);
    for (const [team, usage] of perTeam) {
      records.push({ kind: "day", date: new Date(`${day}T00:00:00Z`), team, usage });
      const m = monthly.get(team) ?? { loggedIn: new Set<string>(), journals: 0 };
      for (const u of usage.loggedIn) m.loggedIn.add(u);
      m.journals += usage.journals;
      monthly.set(team, m);
    }
  }
  for (const [month, perTeam] of months)
    for (const [team, usage] of perTeam)
      records.push({ kind: "month", date: new Date(`${month}-01T00:00:00Z`), team, usage });
  for (const r of records) {
    const stamp = r.kind === "day" ? dayKey(r.date) : dayKey(r.date).slice(0, 7);
    const slugId = [r.kind, stamp, organizationId, r.team ?? "all"].join(":");
    await db.usageStatistics.upsert({
      where: { slugId },
      update: {},
      create: {
        slugId,
        date: r.date,
        dateType: r.kind,
        organizationId,
        teamId: r.team,
        year: r.date.getUTCFullYear(),
        month: r.date.getUTCMonth() + 1,
        day: r.kind === "day" ? r.date.getUTCDate() : null,
        journalsCreated: r.usage.journals,
        journalsAssessed: r.usage.journals,
        totalUsersLifetime: lifetime.get(r.team) ?? 0,
        usersLoggedIn: { connect: [...r.usage.loggedIn].map((id) => ({ id })) },
      },
    });
  }
}
