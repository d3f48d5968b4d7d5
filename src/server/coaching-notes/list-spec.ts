import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * POST /coaching-notes/paginate: search over title and content, sort by the dates, title or type; newest first by
 * default. The filters (type, toUser, toTeam, inbox) are the contract's coachingNoteFiltersSchema and become
 * where-clauses in paginate-coaching-notes.ts (type needs the Prisma spelling, inbox is not a column).
 */
export const coachingNotesListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    title: FIELD.sortedText,
    content: FIELD.searchedText,
    type: { type: "string", sortable: true },
    eventDate: FIELD.sortedDate,
    promptExpiresAt: FIELD.sortedDate,
    ...TIMESTAMP_FIELDS,
  },
};
