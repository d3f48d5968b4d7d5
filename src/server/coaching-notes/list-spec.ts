import type { ListSpec } from "@/server/list/list-spec";

/**
 * POST /coaching-notes/paginate: search over title and content, sort by the dates, title or type; newest first by
 * default. The filters (type, toUser, toTeam, inbox) are the contract's coachingNoteFiltersSchema and become
 * where-clauses in paginate-coaching-notes.ts (type needs the Prisma spelling, inbox is not a column).
 */
export const coachingNotesListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    title: { column: "title", type: "string", sortable: true, searchable: true },
    content: { column: "content", type: "string", searchable: true },
    type: { column: "type", type: "string", sortable: true },
    eventDate: { column: "eventDate", type: "date", sortable: true },
    promptExpiresAt: { column: "promptExpiresAt", type: "date", sortable: true },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
