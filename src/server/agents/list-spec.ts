import { CHAT_MODES } from "@/lib/constants";
import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const agentsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { type: "string", sortable: true, searchable: true },
    description: { type: "string", searchable: true },
    active: { type: "boolean", sortable: true },
    defaultMode: { type: "enum", values: CHAT_MODES, sortable: true },
    assignToEverybody: { type: "boolean" },
    /** Agents assigned to a given organisation, team or user. */
    toOrganizations: { type: "id", relationList: true },
    toTeams: { type: "id", relationList: true },
    toUsers: { type: "id", relationList: true },
    createdBy: { column: "createdById", type: "id" },
    ...TIMESTAMP_FIELDS,
  },
};
