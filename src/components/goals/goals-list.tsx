"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";
import { TitleCell } from "@/components/data-table/common-columns";
import { FilterSelect } from "@/components/data-table/filter-select";
import { type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { formatDate } from "@/components/management/display";
import { goals } from "@/lib/api/browser-endpoints";
import type { GoalDoc } from "@/lib/contracts/goals/schemas";
import { isOverdue } from "@/lib/goals/deadline";
import { PAGES } from "@/lib/routes";
import { GoalPriorityBadge, GoalProgressBar, GoalStatusBadge } from "./goal-badges";
import { PRIORITY_OPTIONS, STATUS_OPTIONS } from "./goal-labels";
import { OwnerName } from "./owner-name";
import { useGoalStream } from "./use-goal-stream";

const FILTER_KEYS = ["status", "priority"] as const;
const FILTER_VALUES = {
  status: STATUS_OPTIONS.map((o) => o.value),
  priority: PRIORITY_OPTIONS.map((o) => o.value),
};

const GOAL: RecordKind<GoalDoc> = {
  pages: PAGES.goals,
  remove: goals.remove,
  label: "Goal",
  nameOf: (goal) => goal.title,
};

/**
 * Goals as a server-paged table (POST /goals/paginate): title, progress bar, status and priority badges,
 * deadline; status and priority filters, search over title/target/motivation, paging. `filters` fixes whose goals
 * (user, team or organisation). With `live`, the caller's own goals are followed on GET /goals/stream-list and
 * the page is read again whenever one of them changes.
 */
export function GoalsList({
  filters,
  live = false,
  showOwner = false,
  emptyText = "No goals yet.",
}: {
  filters: Record<string, string>;
  live?: boolean;
  /** Adds the owner column (lists of a team or organisation). */
  showOwner?: boolean;
  emptyText?: string;
}) {
  const stream = useGoalStream(live);

  const columns = React.useMemo<ColumnDef<GoalDoc>[]>(() => {
    const list: ColumnDef<GoalDoc>[] = [
      {
        accessorKey: "title",
        header: "Goal",
        enableSorting: true,
        cell: ({ row }) => (
          <TitleCell
            href={PAGES.goals.view(row.original._id)}
            title={row.original.title}
            line={row.original.target}
          />
        ),
      },
      {
        accessorKey: "progress",
        header: "Progress",
        enableSorting: true,
        cell: ({ row }) => (
          <GoalProgressBar
            value={row.original.progress}
            label={`Progress of ${row.original.title}`}
            className="min-w-32"
          />
        ),
      },
      {
        accessorKey: "status",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <GoalStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: "priority",
        header: "Priority",
        enableSorting: true,
        cell: ({ row }) => <GoalPriorityBadge priority={row.original.priority} />,
      },
      {
        accessorKey: "deadlineDate",
        header: "Deadline",
        enableSorting: true,
        cell: ({ row }) =>
          isOverdue(row.original) ? (
            <span className="font-medium text-destructive">
              {formatDate(row.original.deadlineDate)} <span className="text-xs">(overdue)</span>
            </span>
          ) : (
            formatDate(row.original.deadlineDate)
          ),
      },
    ];
    if (showOwner) {
      list.splice(1, 0, {
        id: "user",
        header: "Athlete",
        cell: ({ row }) => <OwnerName id={row.original.user} />,
      });
    }
    return list;
  }, [showOwner]);

  return (
    <RecordTable<GoalDoc>
      path={goals.paginate.path}
      label="Goals"
      columns={columns}
      fixedFilters={filters}
      filterKeys={FILTER_KEYS}
      filterValues={FILTER_VALUES}
      refreshKey={stream.version}
      searchPlaceholder="Search goals…"
      emptyText={emptyText}
      kind={GOAL}
      toolbar={(list) => (
        <>
          <FilterSelect
            list={list}
            filter="status"
            label="Filter by status"
            allText="All statuses"
            options={STATUS_OPTIONS}
            className="w-40"
          />
          <FilterSelect
            list={list}
            filter="priority"
            label="Filter by priority"
            allText="All priorities"
            options={PRIORITY_OPTIONS}
            className="w-40"
          />
        </>
      )}
    />
  );
}
