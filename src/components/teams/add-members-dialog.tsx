"use client";

import { UserPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { useList } from "@/components/data-table/use-list";
import { RoleBadge } from "@/components/management/badges";
import { useBusy } from "@/components/management/use-busy";
import { ActionDialog } from "@/components/ui/action-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { teams, users as usersEndpoints } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { TeamWithMembersDoc } from "@/lib/contracts/teams/schemas";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { toastSuccess } from "@/lib/toast";

const PICKER_PAGE_SIZE = 8;

/**
 * "Add members": search the organisation's users (POST /users/paginate), tick the ones to add and send them in
 * one PUT /teams/{id}/members {usersToAdd}. Users already in the team are shown but cannot be ticked.
 */
export function AddMembersDialog({
  team,
  onChanged,
}: {
  team: Pick<TeamWithMembersDoc, "_id" | "name" | "users">;
  onChanged: (team: TeamWithMembersDoc) => void;
}) {
  const t = useTranslations("teams.addMembers");
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState("");
  const [query, setQuery] = React.useState("");
  const [page, setPage] = React.useState(1);
  const [selected, setSelected] = React.useState<Map<string, string>>(new Map());
  const [saving, run] = useBusy();
  const memberIds = React.useMemo(() => new Set((team.users ?? []).map((u) => u._id)), [team.users]);

  React.useEffect(() => {
    const timer = window.setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search]);

  const users = useList<UserDoc>(open ? usersEndpoints.paginate.path : null, {
    page,
    limit: PICKER_PAGE_SIZE,
    sortBy: "name",
    sortOrder: "asc",
    ...(query ? { searchQuery: query } : {}),
  });

  function reset(next: boolean) {
    if (saving) return;
    setOpen(next);
    if (!next) {
      setSearch("");
      setSelected(new Map());
      setPage(1);
    }
  }

  function toggle(user: UserDoc, checked: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      if (checked) next.set(user._id, user.name);
      else next.delete(user._id);
      return next;
    });
  }

  function add() {
    if (selected.size === 0) return;
    return run(async () => {
      const updated = await call(teams.updateMembers, {
        params: { id: team._id },
        body: { usersToAdd: [...selected.keys()], usersToRemove: [] },
      });
      toastSuccess(t("updated"));
      onChanged(updated);
      setOpen(false);
      setSearch("");
      setSelected(new Map());
    });
  }

  const docs = users.data?.docs ?? [];
  return (
    <ActionDialog
      open={open}
      onOpenChange={reset}
      busy={saving}
      className="sm:max-w-xl"
      trigger={
        <Button size="sm">
          <UserPlusIcon />
          {t("button")}
        </Button>
      }
      title={t("title", { name: team.name })}
      description={t("description")}
      action={
        <Button onClick={add} disabled={selected.size === 0} loading={saving}>
          {t("add", { count: selected.size })}
        </Button>
      }
    >
      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("searchPlaceholder")}
        aria-label={t("searchLabel")}
        autoFocus
      />
      <div className="max-h-80 overflow-y-auto rounded-md border" aria-busy={users.loading || undefined}>
        {users.error ? (
          <p className="p-4 text-sm text-destructive">{users.error.message}</p>
        ) : users.loading && docs.length === 0 ? (
          <div className="grid gap-3 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : docs.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted-foreground">{t("empty")}</p>
        ) : (
          <ul className="divide-y">
            {docs.map((user) => {
              const member = memberIds.has(user._id);
              const id = `pick-${user._id}`;
              return (
                <li key={user._id} className="flex items-center gap-3 px-3 py-2">
                  <Checkbox
                    id={id}
                    checked={member || selected.has(user._id)}
                    disabled={member}
                    onCheckedChange={(checked) => toggle(user, checked === true)}
                  />
                  <label htmlFor={id} className="grid min-w-0 flex-1 cursor-pointer">
                    <span className="truncate text-sm font-medium">{user.name}</span>
                    <span className="truncate text-xs text-muted-foreground">{user.email}</span>
                  </label>
                  {member ? <Badge variant="secondary">{t("member")}</Badge> : <RoleBadge role={user.role} />}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between text-sm text-muted-foreground">
        <span>{t("selected", { count: selected.size, names: [...selected.values()].join(", ") })}</span>
        <span className="flex items-center gap-2">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPage((p) => p - 1)}
            disabled={page <= 1 || users.loading}
          >
            {t("previous")}
          </Button>
          <span className="tabular-nums">
            {page} / {Math.max(users.data?.totalPages ?? 1, 1)}
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setPage((p) => p + 1)}
            disabled={!users.data?.hasNextPage || users.loading}
          >
            {t("next")}
          </Button>
        </span>
      </div>
    </ActionDialog>
  );
}
