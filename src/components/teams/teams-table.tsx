"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import * as React from "react";

import { activeColumn, countColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { isAdmin, isNotAthlete, type Viewer } from "@/components/management/display";
import { teams } from "@/lib/api/browser-endpoints";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";
import { PAGES } from "@/lib/routes";

/** The teams of the current organisation the viewer may see (POST /teams/paginate). */
export function TeamsTable({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("teams.table");
  const kind = React.useMemo<RecordKind<TeamDoc>>(
    () => ({ pages: PAGES.teams, remove: teams.remove, label: t("team"), nameOf: byName }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<TeamDoc>[]>(
    () => [
      nameColumn(PAGES.teams.view),
      { accessorKey: "slug", header: t("slug"), enableSorting: true },
      countColumn("usersCount", t("members"), 0),
      activeColumn(),
      createdColumn(),
    ],
    [t],
  );

  return (
    <RecordTable<TeamDoc>
      path={teams.paginate.path}
      label={t("label")}
      columns={columns}
      searchPlaceholder={t("search")}
      emptyText={t("empty")}
      kind={kind}
      canEdit={isNotAthlete(viewer)}
      canRemove={isAdmin(viewer)}
    />
  );
}
