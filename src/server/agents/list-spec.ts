import { CHAT_MODES } from "@/lib/constants";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const agentsListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    name: FIELD.sortedText,
    description: FIELD.searchedText,
    active: FIELD.sortedFlag,
    defaultMode: { type: "enum", values: CHAT_MODES, sortable: true },
    assignToEverybody: FIELD.flag,
    /** Agents assigned to a given organisation, team or user. */
    toOrganizations: FIELD.ids,
    toTeams: FIELD.ids,
    toUsers: FIELD.ids,
    createdBy: { column: "createdById", type: "id" },
    ...TIMESTAMP_FIELDS,
  },
};
