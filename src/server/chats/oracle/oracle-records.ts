/**
 * The rows an oracle load shows, for users, teams and organisations already cleared by oracle-scope.ts. Dated
 * records (goal notes, journal entries, closed chats, assessment values) are limited to the range; goals are
 * those that exist by its end and were open or touched in it. Drafts of journal entries and chats between people
 * or in oracle mode are never loaded: they are private, or would repeat other people's data.
 */
import { db } from "@/server/db";
import type { DateRange } from "./date-range";
import type { OracleTargets } from "./oracle-scope";

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

export async function loadOracleRecords(targets: OracleTargets, range: DateRange) {
  const userIds = targets.userIds;
  const inRange = { gte: range.start, lte: range.end };
  const [organizations, teams, users, goals, journalEntries, chats, assessments] = await Promise.all([
    db.organization.findMany({
      where: { id: { in: targets.organizationIds } },
      select: { id: true, name: true, _count: { select: { users: true, teams: true } } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    db.team.findMany({
      where: { id: { in: targets.teamIds } },
      select: {
        id: true,
        name: true,
        organization: { select: { name: true } },
        _count: { select: { users: true } },
      },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    db.user.findMany({
      where: { id: { in: userIds } },
      select: {
        id: true,
        name: true,
        role: true,
        active: true,
        organization: { select: { name: true } },
        teams: { select: { name: true }, orderBy: [{ name: "asc" }, { id: "asc" }] },
        details: { select: detailFields },
      },
      orderBy: [{ name: "asc" }, { id: "asc" }],
    }),
    db.goal.findMany({
      where: {
        userId: { in: userIds },
        createdAt: { lte: range.end },
        OR: [{ status: { in: ["in_progress", "paused"] } }, { updatedAt: { gte: range.start } }],
      },
      select: {
        userId: true,
        title: true,
        target: true,
        status: true,
        progress: true,
        priority: true,
        deadline: true,
        deadlineDate: true,
        completedDate: true,
        notes: {
          where: { createdAt: inRange },
          select: { createdAt: true, title: true, justification: true, progress: true },
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        },
      },
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    }),
    db.journalEntry.findMany({
      where: { userId: { in: userIds }, draft: false, date: inRange },
      select: { userId: true, title: true, text: true, date: true },
      orderBy: [{ date: "desc" }, { id: "asc" }],
    }),
    db.chat.findMany({
      where: {
        type: "agent_chat",
        mode: { not: "oracle" },
        closed: true,
        createdAt: inRange,
        users: { some: { id: { in: userIds } } },
      },
      select: {
        title: true,
        summary: true,
        keywords: true,
        createdAt: true,
        users: { where: { id: { in: userIds } }, select: { id: true } },
      },
      orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    }),
    db.assessmentValue.findMany({
      where: { userId: { in: userIds }, date: inRange },
      select: { userId: true, section: true, key: true, value: true, date: true },
      orderBy: [{ date: "asc" }, { id: "asc" }],
    }),
  ]);
  return { organizations, teams, users, goals, journalEntries, chats, assessments };
}

export type OracleRecords = Awaited<ReturnType<typeof loadOracleRecords>>;
