import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const organizationsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { type: "string", sortable: true, searchable: true },
    slug: { type: "string", sortable: true, searchable: true },
    description: { type: "string", searchable: true },
    active: { type: "boolean", sortable: true },
    masterOrganization: { type: "boolean", sortable: true },
    ...TIMESTAMP_FIELDS,
  },
};
