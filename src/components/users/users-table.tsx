"use client";

import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { activeColumn, nameColumn } from "@/components/data-table/common-columns";
import { DataTable } from "@/components/data-table/data-table";
import { RoleBadge } from "@/components/management/badges";
import {
  canEditUser,
  formatDateTime,
  isAdmin,
  ROLE_LABELS,
  teamNames,
  type Viewer,
} from "@/components/management/display";
import { RecordActions } from "@/components/management/record-actions";
import { Badge } from "@/components/ui/badge";
import { Select } from "@/components/ui/select";
import { users } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import { ROLES } from "@/lib/constants";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { PAGES } from "@/lib/routes";

const FILTER_KEYS = ["role"] as const;
const FILTER_VALUES = { role: ROLES };

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

  const rowActions = React.useCallback(
    (user: UserDoc, reload: () => void) => (
      <RecordActions
        name={user.name}
        view={PAGES.users.view(user._id)}
        edit={canEditUser(viewer, user) && PAGES.users.edit(user._id)}
        remove={
          isAdmin(viewer) &&
          user._id !== viewer._id && {
            path: pathOf(users.remove, { params: { id: user._id } }),
            label: "User",
            onDeleted: reload,
          }
        }
      />
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
