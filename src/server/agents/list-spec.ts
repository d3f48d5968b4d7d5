import { CHAT_MODES } from "@/lib/constants";
import type { ListSpec } from "@/server/list/list-spec";

export const agentsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { column: "name", type: "string", sortable: true, searchable: true },
    description: { column: "description", type: "string", searchable: true },
    active: { column: "active", type: "boolean", sortable: true },
    defaultMode: { column: "defaultMode", type: "enum", values: CHAT_MODES, sortable: true },
    assignToEverybody: { column: "assignToEverybody", type: "boolean" },
    /** Agents assigned to a given organisation, team or user. */
    toOrganizations: { column: "toOrganizations", type: "id", relationList: true },
    toTeams: { column: "toTeams", type: "id", relationList: true },
    toUsers: { column: "toUsers", type: "id", relationList: true },
    createdBy: { column: "createdById", type: "id" },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
