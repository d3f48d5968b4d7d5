import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * POST /coaching-notes/paginate: search over title and content, sort by the dates, title or type; newest first by
 * default. The filters (type, toUser, toTeam, inbox) are the contract's coachingNoteFiltersSchema and become
 * where-clauses in paginate-coaching-notes.ts (type needs the Prisma spelling, inbox is not a column).
 */
export const coachingNotesListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    title: { type: "string", sortable: true, searchable: true },
    content: { type: "string", searchable: true },
    type: { type: "string", sortable: true },
    eventDate: { type: "date", sortable: true },
    promptExpiresAt: { type: "date", sortable: true },
    ...TIMESTAMP_FIELDS,
  },
};
