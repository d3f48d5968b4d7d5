import { ROLES } from "@/lib/constants";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

export const usersListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    name: FIELD.sortedText,
    email: FIELD.sortedText,
    phone: FIELD.searchedText,
    role: { type: "enum", values: ROLES, sortable: true },
    active: FIELD.sortedFlag,
    isAdminMaster: FIELD.flag,
    filledIntakeForm: FIELD.sortedFlag,
    teams: FIELD.ids,
    organization: { column: "organizationId", type: "id" },
    lastLoginAt: FIELD.sortedDate,
    ...TIMESTAMP_FIELDS,
  },
};
