import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const teamsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { type: "string", sortable: true, searchable: true },
    slug: { type: "string", sortable: true, searchable: true },
    description: { type: "string", searchable: true },
    active: { type: "boolean", sortable: true },
    /** Teams a given user belongs to. */
    users: { type: "id", relationList: true },
    ...TIMESTAMP_FIELDS,
  },
};
