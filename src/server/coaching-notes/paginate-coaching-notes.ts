import { type CoachingNoteFilters, coachingNoteFiltersSchema } from "@/lib/contracts/coaching-notes/schemas";
import type { ListQuery } from "@/lib/contracts/list-query";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { zodToAppError } from "@/server/http/respond";
import { paginate } from "@/server/list/paginate";
import {
  type CoachingNoteRow,
  coachingNoteDocument,
  coachingNoteInclude,
  toDbNoteType,
} from "./coaching-note-document";
import { coachingNotesListSpec } from "./list-spec";
import { A_DRAFT, inboxNotes, isAthlete, NOT_A_DRAFT, visibleNotes } from "./scope";

/** Blank filters (null, "") mean "not filtered", as a form with an empty select sends them. */
function parseFilters(raw: Record<string, unknown>): CoachingNoteFilters {
  const given = Object.entries(raw).filter(([, v]) => v !== undefined && v !== null && v !== "");
  const result = coachingNoteFiltersSchema.safeParse(Object.fromEntries(given));
  if (!result.success) throw zodToAppError(result.error, "filters");
  return result.data;
}

/**
 * POST /coaching-notes/paginate: the notes the caller may see (scope.ts), narrowed by type, toUser and toTeam.
 * `inbox: true` is the athlete's /dashboard/feedbacks list — the feedback addressed to them or their teams — and
 * answers ONLY_ATHLETE to every other role.
 */
export function paginateCoachingNotes(ctx: RequestContext, query: ListQuery) {
  const filters = parseFilters(query.filters);
  if (filters.inbox && !isAthlete(ctx)) throw new AppError("ONLY_ATHLETE");
  const clauses: Record<string, unknown>[] = [filters.inbox ? inboxNotes(ctx) : visibleNotes(ctx)];
  clauses.push(filters.drafts ? A_DRAFT : NOT_A_DRAFT);
  if (filters.type) clauses.push({ type: toDbNoteType(filters.type) });
  if (filters.toUser) clauses.push({ toUserId: filters.toUser.toLowerCase() });
  if (filters.toTeam) clauses.push({ toTeamId: filters.toTeam.toLowerCase() });
  return paginate(db.coachingNote, { ...query, filters: {} }, coachingNotesListSpec, {
    scope: { AND: clauses },
    include: coachingNoteInclude,
    toDoc: (row) => coachingNoteDocument(row as unknown as CoachingNoteRow),
  });
}
