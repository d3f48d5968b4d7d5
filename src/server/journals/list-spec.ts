import { FIELD, type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * POST /journals/paginate. Date ranges use the operators of the List query, e.g.
 * `filters: {date: {$gte: "2026-01-01", $lt: "2026-02-01"}}`.
 */
export const journalsListSpec: ListSpec = {
  defaultSort: { field: "date", order: "desc" },
  fields: {
    title: FIELD.sortedText,
    text: FIELD.searchedText,
    date: FIELD.sortedDate,
    number: FIELD.sortedNumber,
    draft: FIELD.flag,
    assessed: FIELD.flag,
    shouldAssess: FIELD.flag,
    user: { column: "userId", type: "id" },
    teams: FIELD.ids,
    ...TIMESTAMP_FIELDS,
  },
};
