import { ROLES } from "@/lib/constants";
import type { ListSpec } from "@/server/list/list-spec";

export const usersListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { column: "name", type: "string", sortable: true, searchable: true },
    email: { column: "email", type: "string", sortable: true, searchable: true },
    phone: { column: "phone", type: "string", searchable: true },
    role: { column: "role", type: "enum", values: ROLES, sortable: true },
    active: { column: "active", type: "boolean", sortable: true },
    isAdminMaster: { column: "isAdminMaster", type: "boolean" },
    filledIntakeForm: { column: "filledIntakeForm", type: "boolean", sortable: true },
    teams: { column: "teams", type: "id", relationList: true },
    organization: { column: "organizationId", type: "id" },
    lastLoginAt: { column: "lastLoginAt", type: "date", sortable: true },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
