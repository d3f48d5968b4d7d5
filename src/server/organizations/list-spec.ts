import type { ListSpec } from "@/server/list/list-spec";

export const organizationsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { column: "name", type: "string", sortable: true, searchable: true },
    slug: { column: "slug", type: "string", sortable: true, searchable: true },
    description: { column: "description", type: "string", searchable: true },
    active: { column: "active", type: "boolean", sortable: true },
    masterOrganization: { column: "masterOrganization", type: "boolean", sortable: true },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
