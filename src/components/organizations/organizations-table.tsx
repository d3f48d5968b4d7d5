"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import * as React from "react";

import { activeColumn, countColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import type { Viewer } from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { organizations } from "@/lib/api/browser-endpoints";
import type { OrganizationDoc } from "@/lib/contracts/organizations/schemas";
import { PAGES } from "@/lib/routes";

/** Every organisation (masters only; POST /organizations/paginate). */
export function OrganizationsTable({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("organizations");
  const kind = React.useMemo<RecordKind<OrganizationDoc>>(
    () => ({
      pages: PAGES.organizations,
      remove: organizations.remove,
      label: t("organization"),
      nameOf: byName,
      deleteText: (org) => t("deleteText", { name: org.name }),
    }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<OrganizationDoc>[]>(
    () => [
      nameColumn(PAGES.organizations.view),
      { accessorKey: "slug", header: t("table.slug"), enableSorting: true },
      {
        accessorKey: "masterOrganization",
        header: t("table.master"),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.masterOrganization ? (
            <Badge>{t("table.master")}</Badge>
          ) : (
            <span className="text-muted-foreground">{t("table.no")}</span>
          ),
      },
      activeColumn(),
      countColumn("usersCount", t("table.members"), "—"),
      createdColumn(),
    ],
    [t],
  );
  // A master admin deletes any organisation but their own.
  const canRemove = React.useCallback(
    (org: OrganizationDoc) => viewer.isAdminMaster && org._id !== viewer.organizationId,
    [viewer],
  );

  return (
    <RecordTable<OrganizationDoc>
      path={organizations.paginate.path}
      label={t("table.label")}
      columns={columns}
      searchPlaceholder={t("table.search")}
      emptyText={t("table.empty")}
      kind={kind}
      canRemove={canRemove}
    />
  );
}
