/**
 * The demo athlete's two goals with progress notes, for the demo progress seed (src/server/seed/demo-progress.ts).
 * Dates come from the seed's `at` (a day relative to the first seed). Idempotent: a goal is found by its user and
 * title before being created.
 */
import { db } from "@/server/db";

const DAY_MS = 24 * 60 * 60 * 1000;

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

export async function seedDemoGoals(userId: string, organizationId: string, at: (daysAgo: number) => Date) {
  for (const g of GOALS) {
    if (await db.goal.findFirst({ where: { userId, title: g.title } })) continue;
    const start = at(45);
    let progress = 0;
    const notes = g.notes.map((n) => {
      const previousProgress = progress;
      progress = Math.min(100, Math.max(0, progress + n.value));
      const createdAt = at(n.daysAgo);
      return {
        title: n.title,
        justification: n.justification,
        previousProgress,
        progress,
        progressedValue: n.value,
        createdAt,
      };
    });
    await db.goal.create({
      data: {
        userId,
        organizationId,
        createdById: userId,
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
