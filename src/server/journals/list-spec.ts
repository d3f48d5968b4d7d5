import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * POST /journals/paginate. Date ranges use the operators of the List query, e.g.
 * `filters: {date: {$gte: "2026-01-01", $lt: "2026-02-01"}}`.
 */
export const journalsListSpec: ListSpec = {
  defaultSort: { field: "date", order: "desc" },
  fields: {
    title: { type: "string", sortable: true, searchable: true },
    text: { type: "string", searchable: true },
    date: { type: "date", sortable: true },
    number: { type: "number", sortable: true },
    draft: { type: "boolean" },
    assessed: { type: "boolean" },
    shouldAssess: { type: "boolean" },
    user: { column: "userId", type: "id" },
    teams: { type: "id", relationList: true },
    ...TIMESTAMP_FIELDS,
  },
};
