import { type ListSpec, NAMED_ENTITY_FIELDS, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const teamsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    ...NAMED_ENTITY_FIELDS,
    /** Teams a given user belongs to. */
    users: { type: "id", relationList: true },
    ...TIMESTAMP_FIELDS,
  },
};
