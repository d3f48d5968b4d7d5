"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { activeColumn, countColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { isAdmin, isNotAthlete, type Viewer } from "@/components/management/display";
import { teams } from "@/lib/api/browser-endpoints";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";
import { PAGES } from "@/lib/routes";

const TEAM: RecordKind<TeamDoc> = { pages: PAGES.teams, remove: teams.remove, label: "Team", nameOf: byName };

/** The teams of the current organisation the viewer may see (POST /teams/paginate). */
export function TeamsTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<TeamDoc>[]>(
    () => [
      nameColumn(PAGES.teams.view),
      { accessorKey: "slug", header: "Slug", enableSorting: true },
      countColumn("usersCount", "Members", 0),
      activeColumn(),
      createdColumn(),
    ],
    [],
  );

  return (
    <RecordTable<TeamDoc>
      path={teams.paginate.path}
      label="Teams"
      columns={columns}
      searchPlaceholder="Search teams…"
      emptyText="No teams found."
      kind={TEAM}
      canEdit={isNotAthlete(viewer)}
      canRemove={isAdmin(viewer)}
    />
  );
}
