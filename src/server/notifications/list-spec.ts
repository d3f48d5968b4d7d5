import { NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from "@/lib/constants";
import { type ListSpec, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/**
 * POST /notifications/paginate. `unread` and `sent` are not columns: paginate-notifications.ts turns them into
 * where-clauses itself (they depend on the caller).
 */
export const notificationsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    title: { type: "string", sortable: true, searchable: true },
    message: { type: "string", searchable: true },
    level: { type: "enum", values: NOTIFICATION_LEVELS, sortable: true },
    type: { type: "enum", values: NOTIFICATION_TYPES, sortable: true },
    createdBy: { column: "createdById", type: "id" },
    ...TIMESTAMP_FIELDS,
  },
};
