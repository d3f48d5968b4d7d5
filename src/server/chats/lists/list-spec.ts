import { FIELD, type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * Sorting and searching of POST /chats/paginate. Filters are the typed `chatFiltersSchema` keys, turned into
 * where-clauses by the service (their enum spellings differ from the rows').
 */
export const chatsListSpec: ListSpec = {
  defaultSort: { field: "lastMessageAt", order: "desc" },
  fields: {
    title: FIELD.sortedText,
    summary: FIELD.searchedText,
    // Searched inside each keyword through the joined copy a trigger keeps (a search text holding a newline could
    // match across two keywords; none is typed that way).
    keywords: { column: "keywordsText", type: "string", searchable: true },
    number: FIELD.sortedNumber,
    messagesNumber: FIELD.sortedNumber,
    lastMessageAt: FIELD.sortedDate,
    ...TIMESTAMP_FIELDS,
  },
};
