"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { activeColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { DataTable } from "@/components/data-table/data-table";
import { isAdmin, isNotAthlete, type Viewer } from "@/components/management/display";
import { RecordActions } from "@/components/management/record-actions";
import { teams } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";
import { PAGES } from "@/lib/routes";

/** The teams of the current organisation the viewer may see (POST /teams/paginate). */
export function TeamsTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<TeamDoc>[]>(
    () => [
      nameColumn(PAGES.teams.view),
      { accessorKey: "slug", header: "Slug", enableSorting: true },
      {
        accessorKey: "usersCount",
        header: "Members",
        cell: ({ row }) => <span className="tabular-nums">{row.original.usersCount ?? 0}</span>,
      },
      activeColumn(),
      createdColumn(),
    ],
    [],
  );

  const rowActions = React.useCallback(
    (team: TeamDoc, reload: () => void) => (
      <RecordActions
        name={team.name}
        view={PAGES.teams.view(team._id)}
        edit={isNotAthlete(viewer) && PAGES.teams.edit(team._id)}
        remove={
          isAdmin(viewer) && {
            path: pathOf(teams.remove, { params: { id: team._id } }),
            label: "Team",
            onDeleted: reload,
          }
        }
      />
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
