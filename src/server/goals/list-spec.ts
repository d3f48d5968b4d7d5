import { GOAL_DEADLINES, GOAL_PRIORITIES } from "@/lib/constants";
import { FIELD, type ListSpec, NEWEST_FIRST, TIMESTAMP_FIELDS } from "@/server/list/list-spec";

/** Prisma identifiers of the statuses (the pager maps `in-progress` to `in_progress` before filtering). */
export const DB_GOAL_STATUSES = ["paused", "in_progress", "completed", "abandoned"] as const;

/**
 * POST /goals/paginate. `team` (goals of a team's members) and `keywords` (any of the given) are not columns:
 * paginate-goals.ts turns them into where-clauses itself.
 */
export const goalsListSpec: ListSpec = {
  defaultSort: NEWEST_FIRST,
  fields: {
    title: FIELD.sortedText,
    target: FIELD.searchedText,
    motivation: FIELD.searchedText,
    user: { column: "userId", type: "id" },
    organization: { column: "organizationId", type: "id" },
    status: { type: "enum", values: DB_GOAL_STATUSES, sortable: true },
    priority: { type: "enum", values: GOAL_PRIORITIES, sortable: true },
    deadline: { type: "enum", values: GOAL_DEADLINES },
    progress: FIELD.sortedNumber,
    startDate: FIELD.sortedDate,
    deadlineDate: FIELD.sortedDate,
    completedDate: FIELD.sortedDate,
    createdBy: { column: "createdById", type: "id" },
    ...TIMESTAMP_FIELDS,
  },
};
