/**
 * Demo progress data, so the analytics, metrics and usage pages of the demo organisation are not empty: for the
 * demo athlete a few assessed journal entries, two goals with progress notes and ~90 days of assessment values
 * (all 12 keys every third day); lighter values for the second athlete, so team and organisation averages have
 * something to compare with; and the usage statistics records (day and month, organisation and team) that this
 * activity would have produced. Dates are relative to the day of the first seed.
 *
 * Idempotent: journals and goals are found by title before being created, values are only created when the
 * user has none, and usage records only when their slug does not exist yet (a re-run never overwrites what
 * real events have added since).
 */
import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import { db } from "@/server/db";
import { RAW_LINKS } from "@/server/links";

const VT = RAW_LINKS.assessmentValueToTeam;

const DAY_MS = 24 * 60 * 60 * 1000;
const SECTIONS = Object.entries(ASSESSMENT_SECTIONS) as [
  keyof typeof ASSESSMENT_SECTIONS,
  readonly string[],
][];

export interface DemoPerson {
  id: string;
  teamIds: string[];
}

/** 18:00 UTC, `daysAgo` days before today. */
function dayAt(daysAgo: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 18));
}

/** A gentle upward trend with a wave per key, kept within 1..10, one decimal: deterministic, not random. */
function demoValue(daysAgo: number, keyIndex: number, base: number): number {
  const wave = 1.5 * Math.sin(daysAgo / 7 + keyIndex * 1.3);
  const trend = (90 - daysAgo) / 30;
  return Math.round(Math.min(10, Math.max(1, base + wave + trend)) * 10) / 10;
}

const JOURNALS = [
  { daysAgo: 41, title: "First week back on the track", text: "Legs heavy, but the intervals felt good." },
  {
    daysAgo: 20,
    title: "Sleep experiment",
    text: "Phone out of the bedroom for a week: fell asleep faster.",
  },
  { daysAgo: 9, title: "Race simulation", text: "Went out too fast in the 5K simulation, faded at 3K." },
  { daysAgo: 2, title: "Feeling stronger", text: "Tempo run at goal pace, could have kept going." },
];

const GOALS = [
  {
    title: "Sleep 8 hours a night",
    target: "8 hours on at least 6 nights a week",
    keywords: ["sleep", "recovery", "habits"],
    deadline: "month" as const,
    priority: "high" as const,
    notes: [
      {
        daysAgo: 20,
        value: 20,
        title: "Phone out of the bedroom",
        justification: "Fell asleep faster all week.",
      },
      {
        daysAgo: 9,
        value: 20,
        title: "Six good nights",
        justification: "Six nights of 8 hours before the race.",
      },
    ],
  },
  {
    title: "Run a 10K under 50 minutes",
    target: "10K race under 50:00",
    keywords: ["endurance", "speed", "competition-preparation"],
    deadline: "quarter" as const,
    priority: "medium" as const,
    notes: [
      { daysAgo: 41, value: 15, title: "Base training", justification: "Back to four runs a week." },
      { daysAgo: 2, value: 10, title: "Tempo at goal pace", justification: "5K at 4:55/km felt controlled." },
    ],
  },
];

async function seedJournals(person: DemoPerson, organizationId: string, now: Date): Promise<Date[]> {
  const dates: Date[] = [];
  let number = 0;
  for (const j of JOURNALS) {
    number += 1;
    const date = dayAt(j.daysAgo, now);
    const existing = await db.journalEntry.findFirst({ where: { userId: person.id, title: j.title } });
    if (existing) {
      dates.push(existing.date);
      continue;
    }
    await db.journalEntry.create({
      data: {
        title: j.title,
        text: j.text,
        date,
        createdAt: date,
        number,
        assessed: true,
        assessedAt: date,
        userId: person.id,
        organizationId,
        teams: { connect: person.teamIds.map((id) => ({ id })) },
      },
    });
    dates.push(date);
  }
  return dates;
}

async function seedGoals(person: DemoPerson, organizationId: string, now: Date) {
  for (const g of GOALS) {
    if (await db.goal.findFirst({ where: { userId: person.id, title: g.title } })) continue;
    const start = dayAt(45, now);
    let progress = 0;
    const notes = g.notes.map((n) => {
      const previousProgress = progress;
      progress = Math.min(100, Math.max(0, progress + n.value));
      const at = dayAt(n.daysAgo, now);
      return {
        title: n.title,
        justification: n.justification,
        previousProgress,
        progress,
        progressedValue: n.value,
        createdAt: at,
      };
    });
    await db.goal.create({
      data: {
        userId: person.id,
        organizationId,
        createdById: person.id,
        title: g.title,
        target: g.target,
        keywords: g.keywords,
        deadline: g.deadline,
        priority: g.priority,
        startDate: start,
        deadlineDate: new Date(start.getTime() + (g.deadline === "month" ? 30 : 91) * DAY_MS),
        progress,
        notes: { create: notes },
      },
    });
  }
}

/** All 12 keys every `every` days over the last 90; returns the days (as dates) that got values. */
async function seedValues(
  person: DemoPerson,
  organizationId: string,
  now: Date,
  every: number,
  base: number,
) {
  const days: Date[] = [];
  for (let daysAgo = 90; daysAgo >= 1; daysAgo--) if (daysAgo % every === 0) days.push(dayAt(daysAgo, now));
  if ((await db.assessmentValue.count({ where: { userId: person.id } })) > 0) return days;
  const rows = days.flatMap((date) => {
    const daysAgo = Math.round((dayAt(0, now).getTime() - date.getTime()) / DAY_MS);
    let keyIndex = 0;
    return SECTIONS.flatMap(([section, keys]) =>
      keys.map((key) => ({
        userId: person.id,
        organizationId,
        section,
        key: key as "mood",
        value: demoValue(daysAgo, keyIndex++, base),
        justification: "Demo assessment",
        date,
      })),
    );
  });
  // One insert for the values and one for their team links (implicit links cannot go through createMany).
  await db.$transaction(async (tx) => {
    const created = await tx.assessmentValue.createManyAndReturn({ data: rows, select: { id: true } });
    const ids = created.map((c) => c.id);
    for (const teamId of person.teamIds) {
      await tx.$executeRaw`INSERT INTO ${VT.table} (${VT.value}, ${VT.team})
        SELECT unnest(${ids}::varchar[]), ${teamId}`;
    }
  });
  return days;
}

interface UsageDay {
  loggedIn: Set<string>;
  journals: number;
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** Creates the usage records of the seeded activity (slugs as in record-usage-event.ts) when missing. */
async function seedUsage(
  organizationId: string,
  teams: Map<string, Set<string>>,
  byDay: Map<string, Map<string | null, UsageDay>>,
) {
  const members = async (teamId: string | null) =>
    teamId === null
      ? db.user.count({ where: { organizationId } })
      : db.user.count({ where: { teams: { some: { id: teamId } } } });
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
  const lifetime = new Map<string | null, number>();
  for (const team of [null, ...teams.keys()]) lifetime.set(team, await members(team));
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

export async function seedDemoProgress(
  organizationId: string,
  athlete: DemoPerson,
  others: DemoPerson[],
  now: Date = new Date(),
) {
  const activity: { person: DemoPerson; days: Date[]; journals: Date[] }[] = [];
  const journals = await seedJournals(athlete, organizationId, now);
  await seedGoals(athlete, organizationId, now);
  activity.push({ person: athlete, days: await seedValues(athlete, organizationId, now, 3, 5), journals });
  for (const [i, other] of others.entries()) {
    activity.push({
      person: other,
      days: await seedValues(other, organizationId, now, 4 + i, 4.5 + i),
      journals: [],
    });
  }
  // Usage: a sign-in on every day with values or a journal; a journal created and assessed on journal days.
  const byDay = new Map<string, Map<string | null, UsageDay>>();
  const teams = new Map<string, Set<string>>();
  const add = (day: string, team: string | null, userId: string, journals: number) => {
    const perTeam = byDay.get(day) ?? new Map<string | null, UsageDay>();
    byDay.set(day, perTeam);
    const usage = perTeam.get(team) ?? { loggedIn: new Set<string>(), journals: 0 };
    perTeam.set(team, usage);
    usage.loggedIn.add(userId);
    usage.journals += journals;
  };
  for (const { person, days, journals: journalDays } of activity) {
    for (const t of person.teamIds) teams.set(t, teams.get(t) ?? new Set());
    const journalKeys = journalDays.map(dayKey);
    const allDays = new Set([...days.map(dayKey), ...journalKeys]);
    for (const day of allDays) {
      const wroteJournals = journalKeys.filter((k) => k === day).length;
      for (const team of [null, ...person.teamIds]) add(day, team, person.id, wroteJournals);
    }
  }
  await seedUsage(organizationId, teams, byDay);
}
