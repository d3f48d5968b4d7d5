import { GOAL_DEADLINES, GOAL_PRIORITIES } from "@/lib/constants";
import type { ListSpec } from "@/server/list/list-spec";

/** Prisma identifiers of the statuses (the pager maps `in-progress` to `in_progress` before filtering). */
export const DB_GOAL_STATUSES = ["paused", "in_progress", "completed", "abandoned"] as const;

/**
 * POST /goals/paginate. `team` (goals of a team's members) and `keywords` (any of the given) are not columns:
 * paginate-goals.ts turns them into where-clauses itself.
 */
export const goalsListSpec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    title: { column: "title", type: "string", sortable: true, searchable: true },
    target: { column: "target", type: "string", searchable: true },
    motivation: { column: "motivation", type: "string", searchable: true },
    user: { column: "userId", type: "id" },
    organization: { column: "organizationId", type: "id" },
    status: { column: "status", type: "enum", values: DB_GOAL_STATUSES, sortable: true },
    priority: { column: "priority", type: "enum", values: GOAL_PRIORITIES, sortable: true },
    deadline: { column: "deadline", type: "enum", values: GOAL_DEADLINES },
    progress: { column: "progress", type: "number", sortable: true },
    startDate: { column: "startDate", type: "date", sortable: true },
    deadlineDate: { column: "deadlineDate", type: "date", sortable: true },
    completedDate: { column: "completedDate", type: "date", sortable: true },
    createdBy: { column: "createdById", type: "id" },
    createdAt: { column: "createdAt", type: "date", sortable: true },
    updatedAt: { column: "updatedAt", type: "date", sortable: true },
  },
};
