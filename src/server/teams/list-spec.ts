import {
  FIELD,
  type ListSpec,
  NAMED_ENTITY_FIELDS,
  NEWEST_FIRST,
  TIMESTAMP_FIELDS,
} from "@/server/list/list-spec";

export const teamsListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    ...NAMED_ENTITY_FIELDS,
    /** Teams a given user belongs to. */
    users: FIELD.ids,
    ...TIMESTAMP_FIELDS,
  },
};
