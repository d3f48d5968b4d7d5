/**
 * The active coach-prompts of one user: enabled coach-prompts (an AI draft only once a coach approved it) addressed to the user or to one of their teams, in
 * one organisation, without an expiry or expiring in the future, oldest first. The one place this rule lives:
 * GET /coaching-notes/user-prompts/{id} answers them as documents, and every chat turn with an agent passes their
 * contents to the model as coachPrompts (read with the turn's other inputs, reply-inputs.ts). Plain SQL (src/server/
 * sql.ts says why not Prisma here), served by the (toUserId, type, createdAt) and (toTeamId, type, createdAt)
 * indexes.
 */
import { type SqlStatement, sqlRows } from "@/server/sql";

export interface ActiveCoachPrompt {
  id: string;
  content: string;
}

export interface PromptOwner {
  organizationId: string;
  userId: string;
  teamIds: string[];
}

/** Where each input of {@link activeCoachPromptsSql} comes from: a parameter ($n) or any SQL expression. */
export interface CoachPromptsSqlInputs {
  organization: string;
  user: string;
  /** A text[] of the user's team ids. */
  teams: string;
}

/**
 * The rule as a select of id, content and createdAt, unordered: reply-inputs.ts embeds it in the one statement a
 * chat turn reads before the model call, and orders as below.
 */
export function activeCoachPromptsSql({ organization, user, teams }: CoachPromptsSqlInputs): string {
  return `
  select n.id, n.content, n."createdAt"
    from "CoachingNote" n
   where n.type = 'coach-prompt' and n."promptEnabled" and (not n."fromAI" or n."approvedAt" is not null)
     and (n."promptExpiresAt" is null or n."promptExpiresAt" > now())
     and n."toOrganizationId" = ${organization}
     and (n."toUserId" = ${user} or n."toTeamId" = any(${teams}))`;
}

const ACTIVE_COACH_PROMPTS: SqlStatement = {
  name: "active-coach-prompts",
  text: `${activeCoachPromptsSql({ organization: "$1", user: "$2", teams: "$3::text[]" })}
   order by n."createdAt", n.id`,
};

export async function activeCoachPrompts(owner: PromptOwner): Promise<ActiveCoachPrompt[]> {
  const rows = await sqlRows<ActiveCoachPrompt>(ACTIVE_COACH_PROMPTS, [
    owner.organizationId,
    owner.userId,
    owner.teamIds,
  ]);
  return rows.map(({ id, content }) => ({ id, content }));
}

/** The coachPrompts a model call gets: the client's, then the stored active ones it did not already send. */
export function mergeCoachPrompts(fromClient: string[], stored: ActiveCoachPrompt[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const text of [...fromClient, ...stored.map((p) => p.content)]) {
    const key = text.trim();
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}
