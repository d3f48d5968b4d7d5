import { db } from "@/server/db";

/**
 * The usage statistics records of an organisation (its own when `teamId` is null, else the team's) of one
 * granularity between two dates, oldest first, with who signed in: what the usage report reads.
 */
export function usageStatisticsBetween(q: {
  organizationId: string;
  teamId: string | null;
  dateType: "day" | "month";
  from: Date;
  to: Date;
}) {
  return db.usageStatistics.findMany({
    where: {
      organizationId: q.organizationId,
      teamId: q.teamId,
      dateType: q.dateType,
      date: { gte: q.from, lte: q.to },
    },
    include: { usersLoggedIn: { select: { id: true } } },
    orderBy: { date: "asc" },
  });
}

/**
 * Chats started and journals written by day records from `from` on: the same counts the usage report adds up
 * over the same days, so the home's figures and the report's can never disagree (deleted chats included: both
 * count what happened, not what is left).
 */
export async function usageTotalsSince(q: { organizationId: string; teamId: string | null; from: Date }) {
  const sums = await db.usageStatistics.aggregate({
    where: { organizationId: q.organizationId, teamId: q.teamId, dateType: "day", date: { gte: q.from } },
    _sum: { chatsCreated: true, journalsCreated: true },
  });
  return { chats: sums._sum.chatsCreated ?? 0, journals: sums._sum.journalsCreated ?? 0 };
}
