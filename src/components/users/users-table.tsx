"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { DataTable } from "@/components/data-table/data-table";
import { ActiveBadge, RoleBadge } from "@/components/management/badges";
import { DeleteButton } from "@/components/management/confirm-delete";
import {
  canEditUser,
  formatDateTime,
  isAdmin,
  ROLE_LABELS,
  teamNames,
  type Viewer,
} from "@/components/management/display";
import { EditLink, ViewLink } from "@/components/management/row-actions";
import { Select } from "@/components/ui/select";
import { pathOf } from "@/lib/api/call";
import { users } from "@/lib/api/endpoints/users";
import { ROLES } from "@/lib/constants";
import type { UserDoc } from "@/lib/contracts/users";
import { PAGES } from "@/lib/routes";

const FILTER_KEYS = ["role"] as const;
const FILTER_VALUES = { role: ROLES };

/** The users the viewer may see (POST /users/paginate), filterable by role. */
export function UsersTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<UserDoc>[]>(
    () => [
      {
        accessorKey: "name",
        header: "Name",
        enableSorting: true,
        cell: ({ row }) => (
          <Link href={PAGES.users.view(row.original._id)} className="font-medium hover:underline">
            {row.original.name}
          </Link>
        ),
      },
      {
        accessorKey: "email",
        header: "Email",
        enableSorting: true,
        cell: ({ row }) => <span className="text-muted-foreground">{row.original.email}</span>,
      },
      {
        accessorKey: "role",
        header: "Role",
        enableSorting: true,
        cell: ({ row }) => <RoleBadge role={row.original.role} />,
      },
      {
        id: "teams",
        header: "Teams",
        cell: ({ row }) => {
          const names = teamNames(row.original.teams);
          return names.length ? (
            <span className="line-clamp-2 max-w-48">{names.join(", ")}</span>
          ) : (
            <span className="text-muted-foreground">—</span>
          );
        },
      },
      {
        accessorKey: "active",
        header: "Status",
        enableSorting: true,
        cell: ({ row }) => <ActiveBadge active={row.original.active} />,
      },
      {
        accessorKey: "lastLoginAt",
        header: "Last login",
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.lastLoginAt, "Never")}</span>
        ),
      },
    ],
    [],
  );

  const rowActions = React.useCallback(
    (user: UserDoc, reload: () => void) => (
      <>
        <ViewLink href={PAGES.users.view(user._id)} name={user.name} />
        {canEditUser(viewer, user) ? <EditLink href={PAGES.users.edit(user._id)} name={user.name} /> : null}
        {isAdmin(viewer) && user._id !== viewer._id ? (
          <DeleteButton
            compact
            path={pathOf(users.remove, { params: { id: user._id } })}
            label="User"
            name={user.name}
            onDeleted={reload}
          />
        ) : null}
      </>
    ),
    [viewer],
  );

  return (
    <DataTable<UserDoc>
      path={users.paginate.path}
      label="Users"
      columns={columns}
      filterKeys={FILTER_KEYS}
      filterValues={FILTER_VALUES}
      searchPlaceholder="Search by name, e-mail or phone…"
      emptyText="No users found."
      rowActions={rowActions}
      toolbar={({ state, setFilter }) => (
        <div className="w-44">
          <Select
            aria-label="Filter by role"
            value={state.filters.role ?? ""}
            onChange={(event) => setFilter("role", event.target.value)}
          >
            <option value="">All roles</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </Select>
        </div>
      )}
    />
  );
}
