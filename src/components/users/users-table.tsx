"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import * as React from "react";

import { activeColumn, nameColumn } from "@/components/data-table/common-columns";
import { FilterSelect } from "@/components/data-table/filter-select";
import { byName, type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { RoleBadge } from "@/components/management/badges";
import { canEditUser, isAdmin, teamNames, type Viewer } from "@/components/management/display";
import { Badge } from "@/components/ui/badge";
import { useFormat } from "@/i18n/format";
import { users } from "@/lib/api/browser-endpoints";
import { ROLES } from "@/lib/constants";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { PAGES } from "@/lib/routes";

const FILTER_KEYS = ["role"] as const;
const FILTER_VALUES = { role: ROLES };

/** When someone last signed in, in the reader's language; a badge for who never has. */
function LastLogin({ value }: { value: string | null | undefined }) {
  const t = useTranslations("users.table");
  const format = useFormat();
  return value ? (
    <span className="whitespace-nowrap">{format.dateTime(value)}</span>
  ) : (
    <Badge variant="outline" className="whitespace-nowrap">
      {t("neverSignedIn")}
    </Badge>
  );
}

/** The users the viewer may see (POST /users/paginate), filterable by role. */
export function UsersTable({ viewer }: { viewer: Viewer }) {
  const t = useTranslations("users.table");
  const te = useTranslations("enums");
  const roleOptions = React.useMemo(
    () => ROLES.map((role) => ({ value: role, label: te(`roles.${role}`) })),
    [te],
  );
  const kind = React.useMemo<RecordKind<UserDoc>>(
    () => ({ pages: PAGES.users, remove: users.remove, label: t("user"), nameOf: byName }),
    [t],
  );
  const columns = React.useMemo<ColumnDef<UserDoc>[]>(
    () => [
      nameColumn(PAGES.users.view),
      {
        accessorKey: "email",
        header: t("email"),
        enableSorting: true,
        cell: ({ row }) => <span className="text-muted-foreground">{row.original.email}</span>,
      },
      {
        accessorKey: "role",
        header: t("role"),
        enableSorting: true,
        cell: ({ row }) => <RoleBadge role={row.original.role} />,
      },
      {
        id: "teams",
        header: t("teams"),
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
        header: t("lastLogin"),
        enableSorting: true,
        cell: ({ row }) => <LastLogin value={row.original.lastLoginAt} />,
      },
    ],
    [t],
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
      label={t("label")}
      columns={columns}
      filterKeys={FILTER_KEYS}
      filterValues={FILTER_VALUES}
      searchPlaceholder={t("search")}
      emptyText={t("empty")}
      kind={kind}
      canEdit={canEdit}
      canRemove={canRemove}
      toolbar={(list) => (
        <FilterSelect
          list={list}
          filter="role"
          label={t("filterByRole")}
          allText={t("allRoles")}
          options={roleOptions}
          className="w-44"
        />
      )}
    />
  );
}
