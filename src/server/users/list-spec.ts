import { ROLES } from "@/lib/constants";
import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const usersListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { type: "string", sortable: true, searchable: true },
    email: { type: "string", sortable: true, searchable: true },
    phone: { type: "string", searchable: true },
    role: { type: "enum", values: ROLES, sortable: true },
    active: { type: "boolean", sortable: true },
    isAdminMaster: { type: "boolean" },
    filledIntakeForm: { type: "boolean", sortable: true },
    teams: { type: "id", relationList: true },
    organization: { column: "organizationId", type: "id" },
    lastLoginAt: { type: "date", sortable: true },
    ...TIMESTAMP_FIELDS,
  },
};
