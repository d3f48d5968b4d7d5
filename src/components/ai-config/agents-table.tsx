"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { activeColumn, createdColumn } from "@/components/data-table/common-columns";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { Badge } from "@/components/ui/badge";
import { UserText } from "@/components/ui/user-text";
import { agents } from "@/lib/api/browser-endpoints";
import type { AgentDoc } from "@/lib/contracts/agents/schemas";
import { PAGES } from "@/lib/routes";
import { AgentAvatar } from "./agent-avatar";
import { assignmentSummary } from "./labels";

/** The agents of the current organisation (POST /agents/paginate). */
export function AgentsTable() {
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const kind = React.useMemo<RecordKind<AgentDoc>>(
    () => ({ pages: PAGES.agents, remove: agents.remove, label: t("entities.agent"), nameOf: byName }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<AgentDoc>[]>(
    () => [
      {
        accessorKey: "name",
        header: t("fields.name"),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <AgentAvatar agent={row.original} size="sm" />
            {/* The description under the name tells agents with equal names apart, as on the picker. */}
            <span className="grid min-w-0">
              <Link href={PAGES.agents.view(row.original._id)} className="font-medium hover:underline">
                <UserText text={row.original.name} />
              </Link>
              {row.original.description ? (
                <span className="line-clamp-1 max-w-80 text-xs text-muted-foreground">
                  <UserText text={row.original.description} />
                </span>
              ) : null}
            </span>
          </span>
        ),
      },
      {
        id: "allowedModes",
        header: t("fields.modes"),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.allowedModes.map((m) => (
              <Badge key={m} variant={m === row.original.defaultMode ? "default" : "outline"}>
                {te(`chatModes.${m}`)}
              </Badge>
            ))}
          </span>
        ),
      },
      {
        id: "assignment",
        header: t("fields.assignedTo"),
        cell: ({ row }) => assignmentSummary(t, row.original),
      },
      activeColumn(),
      createdColumn(),
    ],
    [t, te],
  );

  return (
    <RecordTable<AgentDoc>
      path={agents.paginate.path}
      label={t("agentsTable.label")}
      columns={columns}
      searchPlaceholder={t("agentsTable.search")}
      emptyText={t("agentsTable.empty")}
      kind={kind}
    />
  );
}
