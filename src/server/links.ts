/**
 * Prisma's implicit many-to-many link tables, named once for the hand-written SQL (src/server/sql.ts says why some
 * statements are SQL). Prisma calls each table "_<relation name>" and gives it two columns: "A" holds the id of the
 * model whose name sorts first, "B" the other. Here each column is named for the model it points to, so a
 * statement says `x.${LINKS.teamUsers.user}` instead of `x."B"`, and a renamed relation is changed in one place.
 * Every value is an SQL identifier, quoted. tests/api/links.test.ts checks each against the database's foreign keys.
 */
import { Prisma } from "@/generated/prisma/client";

type Link<First extends string, Second extends string> = { table: string } & Record<First | Second, string>;

function link<First extends string, Second extends string>(
  relation: string,
  first: First,
  second: Second,
): Link<First, Second> {
  return { table: `"_${relation}"`, [first]: `"A"`, [second]: `"B"` } as Link<First, Second>;
}

export const LINKS = {
  agentFiles: link("AgentFiles", "agent", "file"),
  agentFilesAsRetrieval: link("AgentFilesAsRetrieval", "agent", "file"),
  agentToChat: link("AgentToChat", "agent", "chat"),
  assessmentValueToTeam: link("AssessmentValueToTeam", "value", "team"),
  chatAdmins: link("ChatAdmins", "chat", "user"),
  chatToGoal: link("ChatToGoal", "chat", "goal"),
  chatToTeam: link("ChatToTeam", "chat", "team"),
  chatUsers: link("ChatUsers", "chat", "user"),
  fileToMessage: link("FileToMessage", "file", "message"),
  instructionSetToAgents: link("InstructionSetToAgents", "agent", "set"),
  instructionSetToOrganizations: link("InstructionSetToOrganizations", "set", "organization"),
  instructionSetToTeams: link("InstructionSetToTeams", "set", "team"),
  instructionSetToUsers: link("InstructionSetToUsers", "set", "user"),
  teamUsers: link("TeamUsers", "team", "user"),
  usageStatisticsUsersLoggedIn: link("UsageStatisticsUsersLoggedIn", "statistics", "user"),
} as const;

/**
 * The same names for Prisma's tagged templates ($queryRaw`…`, $executeRaw`…`, Prisma.sql`…`), where a plain string
 * would be sent as a parameter instead of written into the statement.
 */
export const RAW_LINKS = Object.fromEntries(
  Object.entries(LINKS).map(([name, names]) => [
    name,
    Object.fromEntries(Object.entries(names).map(([key, value]) => [key, Prisma.raw(value)])),
  ]),
) as { [L in keyof typeof LINKS]: Record<keyof (typeof LINKS)[L], Prisma.Sql> };

/** The model table each link column points to, for the check against the database's foreign keys. */
export const LINK_TARGETS: Record<string, string> = {
  agent: "Agent",
  chat: "Chat",
  file: "File",
  goal: "Goal",
  message: "Message",
  organization: "Organization",
  set: "InstructionSet",
  statistics: "UsageStatistics",
  team: "Team",
  user: "User",
  value: "AssessmentValue",
};
