/**
 * The active coach-prompts of one user: enabled coach-prompts addressed to the user or to one of their teams, in
 * one organisation, without an expiry or expiring in the future, oldest first. The one place this rule lives:
 * GET /coaching-notes/user-prompts/{id} answers them as documents, and every chat turn with an agent passes their
 * contents to the model as coachPrompts. A chat turn runs it, so it is a single prepared statement (src/server/
 * sql.ts says why not Prisma here) served by the (toUserId, type, createdAt) and (toTeamId, type, createdAt)
 * indexes.
 */
import type { RequestContext } from "@/server/http/context";
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

const ACTIVE_COACH_PROMPTS: SqlStatement = {
  name: "active-coach-prompts",
  text: `
  select n.id, n.content
    from "CoachingNote" n
   where n.type = 'coach-prompt' and n."promptEnabled"
     and (n."promptExpiresAt" is null or n."promptExpiresAt" > now())
     and n."toOrganizationId" = $1
     and (n."toUserId" = $2 or n."toTeamId" = any($3::text[]))
   order by n."createdAt", n.id`,
};

export function activeCoachPrompts(owner: PromptOwner): Promise<ActiveCoachPrompt[]> {
  return sqlRows<ActiveCoachPrompt>(ACTIVE_COACH_PROMPTS, [
    owner.organizationId,
    owner.userId,
    owner.teamIds,
  ]);
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

/**
 * The active coach-prompts of the caller of a chat turn (in a chat with an agent, its one user), started at once so
 * the turn reads them alongside its other inputs. A failure surfaces where the turn awaits them; a turn that never
 * does (a refused send, a chat between people) leaves no unhandled rejection behind.
 */
export function callerCoachPrompts(ctx: RequestContext): Promise<ActiveCoachPrompt[]> {
  const prompts = activeCoachPrompts({
    organizationId: ctx.organizationId,
    userId: ctx.user._id,
    teamIds: ctx.user.teams,
  });
  prompts.catch(() => {});
  return prompts;
}
