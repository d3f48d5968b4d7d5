"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { DataTable } from "@/components/data-table/data-table";
import { formatDate } from "@/components/management/display";
import { RecordActions } from "@/components/management/record-actions";
import { Select } from "@/components/ui/select";
import { goals } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
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
          <div className="grid min-w-48 gap-0.5">
            <Link href={PAGES.goals.view(row.original._id)} className="font-medium hover:underline">
              {row.original.title}
            </Link>
            <span className="line-clamp-1 text-xs text-muted-foreground">{row.original.target}</span>
          </div>
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

  const rowActions = React.useCallback(
    (goal: GoalDoc, reload: () => void) => (
      <RecordActions
        name={goal.title}
        view={PAGES.goals.view(goal._id)}
        edit={PAGES.goals.edit(goal._id)}
        remove={{
          path: pathOf(goals.remove, { params: { id: goal._id } }),
          label: "Goal",
          onDeleted: reload,
        }}
      />
    ),
    [],
  );

  return (
    <DataTable<GoalDoc>
      path={goals.paginate.path}
      label="Goals"
      columns={columns}
      fixedFilters={filters}
      filterKeys={FILTER_KEYS}
      filterValues={FILTER_VALUES}
      refreshKey={stream.version}
      searchPlaceholder="Search goals…"
      emptyText={emptyText}
      rowActions={rowActions}
      toolbar={({ state, setFilter }) => (
        <>
          <div className="w-40">
            <Select
              aria-label="Filter by status"
              value={state.filters.status ?? ""}
              onChange={(event) => setFilter("status", event.target.value)}
            >
              <option value="">All statuses</option>
              {STATUS_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
          <div className="w-40">
            <Select
              aria-label="Filter by priority"
              value={state.filters.priority ?? ""}
              onChange={(event) => setFilter("priority", event.target.value)}
            >
              <option value="">All priorities</option>
              {PRIORITY_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </Select>
          </div>
        </>
      )}
    />
  );
}
