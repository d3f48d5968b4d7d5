import type { CoachingNoteType as DbNoteType, Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { CoachingNoteDocument, CoachingNoteType } from "@/lib/contracts/coaching-notes/schemas";

/** Prisma's identifier `coach_prompt` is the spec's `coach-prompt`; the other two are spelled alike. */
export function toDbNoteType(type: CoachingNoteType): DbNoteType {
  return type === "coach-prompt" ? "coach_prompt" : type;
}

export function fromDbNoteType(type: DbNoteType): CoachingNoteType {
  return type === "coach_prompt" ? "coach-prompt" : type;
}

const name = { select: { name: true } } as const;

/** The names a document shows, loaded with the note in the same query (no per-row lookups). */
export const coachingNoteInclude = {
  toUser: name,
  toTeam: name,
  createdBy: name,
  approvedBy: name,
} as const satisfies Prisma.CoachingNoteInclude;

/** A note as read with `coachingNoteInclude`. */
export type CoachingNoteRow = Prisma.CoachingNoteGetPayload<{ include: typeof coachingNoteInclude }>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A note read with `coachingNoteInclude` as the API answers it (§3): `_id`, `__v`, recipients and authors by
 * id, their names for display, dates as ISO strings. promptExpiresAt exists only on coach-prompts (§4).
 */
export function coachingNoteDocument(row: CoachingNoteRow): Sendable<CoachingNoteDocument> {
  const type = fromDbNoteType(row.type);
  return {
    _id: row.id,
    __v: row.version,
    type,
    title: row.title,
    content: row.content,
    description: row.description ?? "",
    fromAI: row.fromAI,
    eventDate: iso(row.eventDate),
    ...(type === "coach-prompt" ? { promptExpiresAt: iso(row.promptExpiresAt) } : {}),
    promptEnabled: type === "coach-prompt" ? row.promptEnabled : false,
    toUser: row.toUserId,
    toTeam: row.toTeamId,
    toOrganization: row.toOrganizationId,
    createdBy: row.createdById,
    updatedBy: row.updatedById,
    toUserName: row.toUser?.name ?? null,
    toTeamName: row.toTeam?.name ?? null,
    createdByName: row.createdBy?.name ?? null,
    draft: row.fromAI && row.approvedAt === null,
    approvedAt: iso(row.approvedAt),
    approvedByName: row.approvedBy?.name ?? null,
    sources: (row.sources as CoachingNoteDocument["sources"] | null) ?? [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
