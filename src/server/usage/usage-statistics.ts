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
