import { type ListSpec, NAMED_ENTITY_FIELDS, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const organizationsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    ...NAMED_ENTITY_FIELDS,
    masterOrganization: { type: "boolean", sortable: true },
    ...TIMESTAMP_FIELDS,
  },
};
