import type { ListSpec } from "@/server/list/list-spec";

/**
 * Sorting and searching of POST /chats/paginate. Filters are the typed `chatFiltersSchema` keys, turned into
 * where-clauses by the service (their enum spellings differ from the rows'). `keywords` is searched per element.
 */
export const chatsListSpec: ListSpec = {
  defaultSort: { field: "lastMessageAt", order: "desc" },
  fields: {
    title: { column: "title", type: "string", sortable: true, searchable: true },
    summary: { column: "summary", type: "string", searchable: true },
    keywords: { column: "keywords", type: "string", searchable: true },
    number: { column: "number", type: "number", sortable: true },
    messagesNumber: { column: "messagesNumber", type: "number", sortable: true },
    lastMessageAt: { column: "lastMessageAt", type: "date", sortable: true },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
