"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { activeColumn, countColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import type { Viewer } from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { organizations } from "@/lib/api/browser-endpoints";
import type { OrganizationDoc } from "@/lib/contracts/organizations/schemas";
import { PAGES } from "@/lib/routes";
import { deleteOrganizationText } from "./organization-pages";

const ORGANIZATION: RecordKind<OrganizationDoc> = {
  pages: PAGES.organizations,
  remove: organizations.remove,
  label: "Organization",
  nameOf: byName,
  deleteText: (org) => deleteOrganizationText(org.name),
};

/** Every organisation (masters only; POST /organizations/paginate). */
export function OrganizationsTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<OrganizationDoc>[]>(
    () => [
      nameColumn(PAGES.organizations.view),
      { accessorKey: "slug", header: "Slug", enableSorting: true },
      {
        accessorKey: "masterOrganization",
        header: "Master",
        enableSorting: true,
        cell: ({ row }) =>
          row.original.masterOrganization ? (
            <Badge>Master</Badge>
          ) : (
            <span className="text-muted-foreground">No</span>
          ),
      },
      activeColumn(),
      countColumn("usersCount", "Members", "—"),
      createdColumn(),
    ],
    [],
  );
  // A master admin deletes any organisation but their own.
  const canRemove = React.useCallback(
    (org: OrganizationDoc) => viewer.isAdminMaster && org._id !== viewer.organizationId,
    [viewer],
  );

  return (
    <RecordTable<OrganizationDoc>
      path={organizations.paginate.path}
      label="Organizations"
      columns={columns}
      searchPlaceholder="Search organizations…"
      emptyText="No organizations found."
      kind={ORGANIZATION}
      canRemove={canRemove}
    />
  );
}
