import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUserWithTeams } from "@/server/users/visible-user-ids";
import { activeCoachPrompts } from "./active-coach-prompts";
import { coachingNoteDocument, coachingNoteInclude } from "./coaching-note-document";

/**
 * GET /coaching-notes/user-prompts/{id} — anyone by the table, for a user they may see (an athlete: only
 * themself; anyone else is 'User not found'). The user's active coach-prompts (active-coach-prompts.ts) in the
 * organisation the call acts in, as documents, oldest first.
 */
export async function userPrompts(ctx: RequestContext, id: string) {
  const user = await visibleUserWithTeams(ctx, id, ctx.organizationId);
  if (!user) throw notFound("User");
  const active = await activeCoachPrompts({
    organizationId: ctx.organizationId,
    userId: user.id,
    teamIds: user.teams.map((t) => t.id),
  });
  if (active.length === 0) return [];
  const rows = await db.coachingNote.findMany({
    where: { id: { in: active.map((p) => p.id) } },
    include: coachingNoteInclude,
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return active.flatMap((p) => {
    const row = byId.get(p.id);
    return row ? [coachingNoteDocument(row)] : [];
  });
}
