"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { DataTable } from "@/components/data-table/data-table";
import { ActiveBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import { formatDate, type Viewer } from "@/components/management/display";
import { EditLink, ViewLink } from "@/components/management/row-actions";
import { Badge } from "@/components/ui/badge";
import { pathOf } from "@/lib/api/call";
import { organizations } from "@/lib/api/endpoints/organizations";
import type { OrganizationDoc } from "@/lib/contracts/organizations";
import { PAGES } from "@/lib/routes";

/** Every organisation (masters only; POST /organizations/paginate). */
export function OrganizationsTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<OrganizationDoc>[]>(
    () => [
      {
        accessorKey: "name",
        header: "Name",
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={PAGES.organizations.view(row.original._id)} className="font-medium hover:underline">
            {row.original.name}
          </Link>
        ),
      },
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
      {
        accessorKey: "active",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        accessorKey: "usersCount",
        header: "Members",
        cell: ({ row }) => <span className="tabular-nums">{row.original.usersCount ?? "—"}</span>,
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
    (org: OrganizationDoc, reload: () => void) => (
      <>
        <ViewLink href={PAGES.organizations.view(org._id)} name={org.name} />
        <EditLink href={PAGES.organizations.edit(org._id)} name={org.name} />
        {viewer.isAdminMaster && org._id !== viewer.organizationId ? (
          <DeleteButton
            compact
            path={pathOf(organizations.remove, { params: { id: org._id } })}
            label="Organization"
            name={org.name}
            onDeleted={reload}
            description={deleteOrganizationText(org.name)}
          />
        ) : null}
      </>
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

export function deleteOrganizationText(name: string): string {
  return `“${name}” and its teams will be deleted, and its users will no longer be able to sign in. This cannot be undone.`;
}
