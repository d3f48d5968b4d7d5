"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { DataTable } from "@/components/data-table/data-table";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { formatDate, isAdmin, isNotAthlete, type Viewer } from "@/components/management/display";
import { EditLink, ViewLink } from "@/components/management/row-actions";
import { pathOf } from "@/lib/api/call";
import { teams } from "@/lib/api/endpoints/teams";
import type { TeamDoc } from "@/lib/contracts/teams";
import { PAGES } from "@/lib/routes";

/** The teams of the current organisation the viewer may see (POST /teams/paginate). */
export function TeamsTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<TeamDoc>[]>(
    () => [
      {
        accessorKey: "name",
        header: "Name",
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={PAGES.teams.view(row.original._id)} className="font-medium hover:underline">
            {row.original.name}
          </Link>
        ),
      },
      { accessorKey: "slug", header: "Slug", enableSorting: true },
      {
        accessorKey: "usersCount",
        header: "Members",
        cell: ({ row }) => <span className="tabular-nums">{row.original.usersCount ?? 0}</span>,
      },
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
    (team: TeamDoc, reload: () => void) => (
      <>
        <ViewLink href={PAGES.teams.view(team._id)} name={team.name} />
        {isNotAthlete(viewer) ? <EditLink href={PAGES.teams.edit(team._id)} name={team.name} /> : null}
        {isAdmin(viewer) ? (
          <DeleteButton
            compact
            path={pathOf(teams.remove, { params: { id: team._id } })}
            label="Team"
            name={team.name}
            onDeleted={reload}
          />
        ) : null}
      </>
    ),
    [viewer],
  );

  return (
    <DataTable<TeamDoc>
      path={teams.paginate.path}
      label="Teams"
      columns={columns}
      searchPlaceholder="Search teams…"
      emptyText="No teams found."
      rowActions={rowActions}
    />
  );
}
