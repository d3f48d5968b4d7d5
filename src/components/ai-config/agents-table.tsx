"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { DataTable } from "@/components/data-table/data-table";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { formatDate } from "@/components/management/display";
import { EditLink, ViewLink } from "@/components/management/row-actions";
import { Badge } from "@/components/ui/badge";
import { UserText } from "@/components/ui/user-text";
import { pathOf } from "@/lib/api/call";
import { agents } from "@/lib/api/endpoints/agents";
import type { AgentDoc } from "@/lib/contracts/agents";
import { PAGES } from "@/lib/routes";
import { AgentAvatar } from "./agent-avatar";
import { assignmentSummary, MODE_LABELS } from "./labels";

/** The agents of the current organisation (POST /agents/paginate). */
export function AgentsTable() {
  const columns = React.useMemo<ColumnDef<AgentDoc>[]>(
    () => [
      {
        accessorKey: "name",
        header: "Name",
        enableSorting: true,
        cell: ({ row }) => (
          <span className="flex items-center gap-2">
            <AgentAvatar agent={row.original} size="sm" />
            <Link href={PAGES.agents.view(row.original._id)} className="font-medium hover:underline">
              <UserText text={row.original.name} />
            </Link>
          </span>
        ),
      },
      {
        id: "allowedModes",
        header: "Modes",
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            {row.original.allowedModes.map((m) => (
              <Badge key={m} variant={m === row.original.defaultMode ? "default" : "outline"}>
                {MODE_LABELS[m]}
              </Badge>
            ))}
          </span>
        ),
      },
      { id: "assignment", header: "Assigned to", cell: ({ row }) => assignmentSummary(row.original) },
      {
        accessorKey: "active",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        accessorKey: "createdAt",
        header: "Created",
        enableSorting: true,
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [],
  );

  const rowActions = React.useCallback(
    (agent: AgentDoc, reload: () => void) => (
      <>
        <ViewLink href={PAGES.agents.view(agent._id)} name={agent.name} />
        <EditLink href={PAGES.agents.edit(agent._id)} name={agent.name} />
        <DeleteButton
          compact
          path={pathOf(agents.remove, { params: { id: agent._id } })}
          label="Agent"
          name={agent.name}
          onDeleted={reload}
        />
      </>
    ),
    [],
  );

  return (
    <DataTable<AgentDoc>
      path={agents.paginate.path}
      label="Agents"
      columns={columns}
      searchPlaceholder="Search agents…"
      emptyText="No agents yet."
      rowActions={rowActions}
    />
  );
}
