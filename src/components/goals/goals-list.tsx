"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import * as React from "react";
import { TitleCell } from "@/components/data-table/common-columns";
import { FilterSelect } from "@/components/data-table/filter-select";
import { type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { useFormat } from "@/i18n/format";
import { goals } from "@/lib/api/browser-endpoints";
import { GOAL_PRIORITIES, GOAL_STATUSES } from "@/lib/constants";
import type { GoalDoc } from "@/lib/contracts/goals/schemas";
import { isOverdue } from "@/lib/goals/deadline";
import { PAGES } from "@/lib/routes";
import { GoalPriorityBadge, GoalProgressBar, GoalStatusBadge } from "./goal-badges";
import { OwnerName } from "./owner-name";
import { useGoalStream } from "./use-goal-stream";

const FILTER_KEYS = ["status", "priority"] as const;
const FILTER_VALUES = { status: [...GOAL_STATUSES], priority: [...GOAL_PRIORITIES] };

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
  emptyText,
}: {
  filters: Record<string, string>;
  live?: boolean;
  /** Adds the owner column (lists of a team or organisation). */
  showOwner?: boolean;
  emptyText?: string;
}) {
  const t = useTranslations("goals.list");
  const te = useTranslations("enums");
  const stream = useGoalStream(live);

  const kind = React.useMemo<RecordKind<GoalDoc>>(
    () => ({ pages: PAGES.goals, remove: goals.remove, label: t("entity"), nameOf: (goal) => goal.title }),
    [t],
  );
  const statusOptions = GOAL_STATUSES.map((value) => ({ value, label: te(`goalStatus.${value}`) }));
  const priorityOptions = GOAL_PRIORITIES.map((value) => ({ value, label: te(`goalPriority.${value}`) }));

  const columns = React.useMemo<ColumnDef<GoalDoc>[]>(() => {
    const list: ColumnDef<GoalDoc>[] = [
      {
        accessorKey: "title",
        header: t("columns.goal"),
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
        header: t("columns.progress"),
        enableSorting: true,
        cell: ({ row }) => (
          <GoalProgressBar
            value={row.original.progress}
            label={t("progressOf", { title: row.original.title })}
            className="min-w-32"
          />
        ),
      },
      {
        accessorKey: "status",
        header: t("columns.status"),
        enableSorting: true,
        cell: ({ row }) => <GoalStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: "priority",
        header: t("columns.priority"),
        enableSorting: true,
        cell: ({ row }) => <GoalPriorityBadge priority={row.original.priority} />,
      },
      {
        accessorKey: "deadlineDate",
        header: t("columns.deadline"),
        enableSorting: true,
        cell: ({ row }) => <DeadlineCell goal={row.original} />,
      },
    ];
    if (showOwner) {
      list.splice(1, 0, {
        id: "user",
        header: t("columns.athlete"),
        cell: ({ row }) => <OwnerName id={row.original.user} />,
      });
    }
    return list;
  }, [showOwner, t]);

  return (
    <RecordTable<GoalDoc>
      path={goals.paginate.path}
      label={t("label")}
      columns={columns}
      fixedFilters={filters}
      filterKeys={FILTER_KEYS}
      filterValues={FILTER_VALUES}
      refreshKey={stream.version}
      searchPlaceholder={t("search")}
      emptyText={emptyText ?? t("empty")}
      kind={kind}
      toolbar={(list) => (
        <>
          <FilterSelect
            list={list}
            filter="status"
            label={t("filterStatus")}
            allText={t("allStatuses")}
            options={statusOptions}
            className="w-auto min-w-40"
          />
          <FilterSelect
            list={list}
            filter="priority"
            label={t("filterPriority")}
            allText={t("allPriorities")}
            options={priorityOptions}
            className="w-auto min-w-40"
          />
        </>
      )}
    />
  );
}

function DeadlineCell({ goal }: { goal: GoalDoc }) {
  const t = useTranslations("goals.list");
  const format = useFormat();
  if (!isOverdue(goal)) return format.date(goal.deadlineDate);
  return (
    <span className="font-medium text-destructive">
      {format.date(goal.deadlineDate)} <span className="text-xs">{t("overdue")}</span>
    </span>
  );
}
