import type { ListSpec } from "@/server/list/list-spec";

/**
 * POST /journals/paginate. Date ranges use the operators of the List query, e.g.
 * `filters: {date: {$gte: "2026-01-01", $lt: "2026-02-01"}}`.
 */
export const journalsListSpec: ListSpec = {
  defaultSort: { field: "date", order: "desc" },
  fields: {
    title: { column: "title", type: "string", sortable: true, searchable: true },
    text: { column: "text", type: "string", searchable: true },
    date: { column: "date", type: "date", sortable: true },
    number: { column: "number", type: "number", sortable: true },
    draft: { column: "draft", type: "boolean" },
    assessed: { column: "assessed", type: "boolean" },
    shouldAssess: { column: "shouldAssess", type: "boolean" },
    user: { column: "userId", type: "id" },
    teams: { column: "teams", type: "id", relationList: true },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
