/**
 * The rows an oracle load shows, for users, teams and organisations already cleared by oracle-scope.ts. Dated
 * records (goal notes, journal entries, closed chats, assessment values) are limited to the range; goals are
 * those that exist by its end and were open or touched in it. Drafts of journal entries and chats between people
 * or in oracle mode are never loaded: they are private, or would repeat other people's data.
 * Each domain reads its own rows; the assessment values are still read here, since the assessments domain
 * imports this one (it assesses chats) and so cannot be imported back.
 */
import { db } from "@/server/db";
import { oracleGoalRecords } from "@/server/goals/oracle-goals";
import { oracleJournalEntries } from "@/server/journals/oracle-journal-entries";
import { oracleOrganizationRecords } from "@/server/organizations/oracle-organizations";
import { oracleTeamRecords } from "@/server/teams/oracle-teams";
import { oracleUserRecords } from "@/server/users/oracle-users";
import type { DateRange } from "./date-range";
import type { OracleTargets } from "./oracle-scope";

export async function loadOracleRecords(targets: OracleTargets, range: DateRange) {
  const userIds = targets.userIds;
  const inRange = { gte: range.start, lte: range.end };
  const [organizations, teams, users, goals, journalEntries, chats, assessments] = await Promise.all([
    oracleOrganizationRecords(targets.organizationIds),
    oracleTeamRecords(targets.teamIds),
    oracleUserRecords(userIds),
    oracleGoalRecords(userIds, range),
    oracleJournalEntries(userIds, range),
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
