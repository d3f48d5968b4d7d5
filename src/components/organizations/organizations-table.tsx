"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { activeColumn, createdColumn, nameColumn } from "@/components/data-table/common-columns";
import { DataTable } from "@/components/data-table/data-table";
import type { Viewer } from "@/components/management/display";
import { RecordActions } from "@/components/management/record-actions";
import { Badge } from "@/components/ui/badge";
import { organizations } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type { OrganizationDoc } from "@/lib/contracts/organizations/schemas";
import { PAGES } from "@/lib/routes";
import { deleteOrganizationText } from "./organization-pages";

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
      {
        accessorKey: "usersCount",
        header: "Members",
        cell: ({ row }) => <span className="tabular-nums">{row.original.usersCount ?? "—"}</span>,
      },
      createdColumn(),
    ],
    [],
  );

  const rowActions = React.useCallback(
    (org: OrganizationDoc, reload: () => void) => (
      <RecordActions
        name={org.name}
        view={PAGES.organizations.view(org._id)}
        edit={PAGES.organizations.edit(org._id)}
        remove={
          viewer.isAdminMaster &&
          org._id !== viewer.organizationId && {
            path: pathOf(organizations.remove, { params: { id: org._id } }),
            label: "Organization",
            onDeleted: reload,
            description: deleteOrganizationText(org.name),
          }
        }
      />
    ),
    [viewer],
  );

  return (
    <DataTable<OrganizationDoc>
      path={organizations.paginate.path}
      label="Organizations"
      columns={columns}
      searchPlaceholder="Search organizations…"
      emptyText="No organizations found."
      rowActions={rowActions}
    />
  );
}
