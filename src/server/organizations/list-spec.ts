import {
  FIELD,
  type ListSpec,
  NAMED_ENTITY_FIELDS,
  NEWEST_FIRST,
  TIMESTAMP_FIELDS,
} from "@/server/list/list-spec";

export const organizationsListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    ...NAMED_ENTITY_FIELDS,
    masterOrganization: FIELD.sortedFlag,
    ...TIMESTAMP_FIELDS,
  },
};
