import { NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from "@/lib/constants";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * POST /notifications/paginate. `unread` and `sent` are not columns: paginate-notifications.ts turns them into
 * where-clauses itself (they depend on the caller).
 */
export const notificationsListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    title: FIELD.sortedText,
    message: FIELD.searchedText,
    level: { type: "enum", values: NOTIFICATION_LEVELS, sortable: true },
    type: { type: "enum", values: NOTIFICATION_TYPES, sortable: true },
    createdBy: { column: "createdById", type: "id" },
    ...TIMESTAMP_FIELDS,
  },
};
