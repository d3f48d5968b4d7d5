"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { activeColumn, nameColumn } from "@/components/data-table/common-columns";
import { FilterSelect } from "@/components/data-table/filter-select";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { RoleBadge } from "@/components/management/badges";
import {
  canEditUser,
  formatDateTime,
  isAdmin,
  ROLE_LABELS,
  teamNames,
  type Viewer,
} from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { users } from "@/lib/api/browser-endpoints";
import { ROLES } from "@/lib/constants";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { PAGES } from "@/lib/routes";

const FILTER_KEYS = ["role"] as const;
const FILTER_VALUES = { role: ROLES };
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

const USER: RecordKind<UserDoc> = { pages: PAGES.users, remove: users.remove, label: "User", nameOf: byName };

/** The users the viewer may see (POST /users/paginate), filterable by role. */
export function UsersTable({ viewer }: { viewer: Viewer }) {
  const columns = React.useMemo<ColumnDef<UserDoc>[]>(
    () => [
      nameColumn(PAGES.users.view),
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
      activeColumn(),
      {
        accessorKey: "lastLoginAt",
        header: "Last login",
        enableSorting: true,
        cell: ({ row }) =>
          row.original.lastLoginAt ? (
            <span className="whitespace-nowrap">{formatDateTime(row.original.lastLoginAt)}</span>
          ) : (
            <Badge variant="outline" className="whitespace-nowrap">
              Not signed in yet
            </Badge>
          ),
      },
    ],
    [],
  );
  const canEdit = React.useCallback((user: UserDoc) => canEditUser(viewer, user), [viewer]);
  // Admins delete anyone but themselves.
  const canRemove = React.useCallback(
    (user: UserDoc) => isAdmin(viewer) && user._id !== viewer._id,
    [viewer],
  );

  return (
    <RecordTable<UserDoc>
      path={users.paginate.path}
      label="Users"
      columns={columns}
      filterKeys={FILTER_KEYS}
      filterValues={FILTER_VALUES}
      searchPlaceholder="Search by name, e-mail or phone…"
      emptyText="No users found."
      kind={USER}
      canEdit={canEdit}
      canRemove={canRemove}
      toolbar={(list) => (
        <FilterSelect
          list={list}
          filter="role"
          label="Filter by role"
          allText="All roles"
          options={ROLE_OPTIONS}
          className="w-44"
        />
      )}
    />
  );
}
