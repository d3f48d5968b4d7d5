/**
 * The users of an oracle load (oracle mode, src/server/chats/oracle): which of the requested ones the caller's
 * scope allows, who is in the load (capped), and what the load shows of each.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Of `ids`, the users matching `scope` (the caller's oracle scope on users). */
export function oracleAllowedUsers(ids: string[], scope: Prisma.UserWhereInput): Promise<{ id: string }[]> {
  return db.user.findMany({ where: { AND: [scope, { id: { in: ids } }] }, select: { id: true } });
}

/** The first `take` users matching `where` by name, then id, and how many match in all. */
export async function oracleUserPage(
  where: Prisma.UserWhereInput,
  take: number,
): Promise<{ ids: string[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.user.findMany({
      where,
      select: { id: true },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      take,
    }),
    db.user.count({ where }),
  ]);
  return { ids: rows.map((r) => r.id), total };
}

/** The intake fields worth a model's attention; ids, timestamps and routine bookkeeping are left out. */
const detailFields = {
  preferredName: true,
  bio: true,
  background: true,
  keyMotivators: true,
  stressTriggers: true,
  injuryStatusValue: true,
  injuryStatusDescription: true,
  preferredEmotionalSupport: true,
  riskProfile: true,
  preferredCommunicationTone: true,
  preferredFeedbackStyle: true,
  preferredLearningStyle: true,
  preferredProblemSolvingApproach: true,
  otherPreferences: true,
  lifeEvents: true,
  personalityTraits: true,
  personalGrowthFocus: true,
  recurringChallenges: true,
  copingMechanisms: true,
} as const;

const oracleUserSelect = {
  id: true,
  name: true,
  role: true,
  active: true,
  organization: { select: { name: true } },
  teams: { select: { name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] },
  details: { select: detailFields },
} as const satisfies Prisma.UserSelect;

/** A user as an oracle load shows them: role, organisation, teams and intake details. */
export type OracleUser = Prisma.UserGetPayload<{ select: typeof oracleUserSelect }>;

/** The users `ids`, by name, then id. */
export function oracleUserRecords(ids: string[]): Promise<OracleUser[]> {
  return db.user.findMany({
    where: { id: { in: ids } },
    select: oracleUserSelect,
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
