import { NOTIFICATION_LEVELS, NOTIFICATION_TYPES } from "@/lib/constants";
import type { ListSpec } from "@/server/list/list-spec";

/**
 * POST /notifications/paginate. `unread` and `sent` are not columns: paginate-notifications.ts turns them into
 * where-clauses itself (they depend on the caller).
 */
export const notificationsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    title: { column: "title", type: "string", sortable: true, searchable: true },
    message: { column: "message", type: "string", searchable: true },
    level: { column: "level", type: "enum", values: NOTIFICATION_LEVELS, sortable: true },
    type: { column: "type", type: "enum", values: NOTIFICATION_TYPES, sortable: true },
    createdBy: { column: "createdById", type: "id" },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
