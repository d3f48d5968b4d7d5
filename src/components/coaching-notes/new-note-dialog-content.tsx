"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { useList } from "@/components/data-table/use-list";
import { SEARCH_DEBOUNCE_MS, useSearchQuery } from "@/components/data-table/use-search-query";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import type { LazyDialogLayer } from "@/components/ui/lazy-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { teams, users } from "@/lib/api/browser-endpoints";
import type { TeamDoc } from "@/lib/contracts/teams/schemas";
import type { UserDoc } from "@/lib/contracts/users/schemas";
import { PAGES } from "@/lib/routes";

const PICKER_PAGE_SIZE = 8;

type Kind = "user" | "team";

/** NewNoteDialog's dialog, loaded when the browser is idle or on the first open: see NewNoteDialog. */
export function NewNoteDialogContent({
  open,
  onOpenChange,
  contentProps,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentProps: LazyDialogLayer["contentProps"];
}) {
  const t = useTranslations("coachingNotes.newNote");
  const [kind, setKind] = React.useState<Kind>("user");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl" {...contentProps}>
        <DialogHeader>
          <DialogTitle>{t("title")}</DialogTitle>
          <DialogDescription>{t("description")}</DialogDescription>
        </DialogHeader>
        <Tabs value={kind} onValueChange={(value) => setKind(value as Kind)}>
          <TabsList>
            <TabsTrigger value="user">{t("athlete")}</TabsTrigger>
            <TabsTrigger value="team">{t("team")}</TabsTrigger>
          </TabsList>
          <TabsContent value="user">
            {open && kind === "user" ? <RecipientPicker kind="user" /> : null}
          </TabsContent>
          <TabsContent value="team">
            {open && kind === "team" ? <RecipientPicker kind="team" /> : null}
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

function RecipientPicker({ kind }: { kind: Kind }) {
  const t = useTranslations("coachingNotes.newNote");
  const { search, setSearch, query } = useSearchQuery(SEARCH_DEBOUNCE_MS);

  const list = useList<UserDoc | TeamDoc>(kind === "user" ? users.paginate.path : teams.paginate.path, {
    page: 1,
    limit: PICKER_PAGE_SIZE,
    sortBy: "name",
    sortOrder: "asc",
    ...(kind === "user" ? { filters: { role: "user" } } : {}),
    ...(query ? { searchQuery: query } : {}),
  });
  const docs = list.data?.docs ?? [];

  return (
    <div className="grid gap-3 pt-2">
      <Input
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t("searchPlaceholder", { kind })}
        aria-label={t("searchLabel", { kind })}
        autoFocus
      />
      <div className="max-h-80 overflow-y-auto rounded-md border" aria-busy={list.loading || undefined}>
        {list.error ? (
          <p className="p-4 text-sm text-destructive">{list.error.message}</p>
        ) : list.loading && docs.length === 0 ? (
          <div className="grid gap-3 p-4">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
              <Skeleton key={i} className="h-5 w-full" />
            ))}
          </div>
        ) : docs.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted-foreground">{t("noneFound", { kind })}</p>
        ) : (
          <ul className="divide-y" aria-label={t("listLabel", { kind })}>
            {docs.map((doc) => {
              const email = "email" in doc ? doc.email : undefined;
              return (
                <li key={doc._id} className="flex items-center gap-3 px-3 py-2">
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate text-sm font-medium">{doc.name}</span>
                    {email ? <span className="truncate text-xs text-muted-foreground">{email}</span> : null}
                  </div>
                  <Button asChild variant="ghost" size="sm">
                    <Link
                      href={
                        kind === "user"
                          ? PAGES.coachingNotes.byUser(doc._id)
                          : PAGES.coachingNotes.byTeam(doc._id)
                      }
                      aria-label={t("notesFor", { name: doc.name })}
                    >
                      {t("notes")}
                    </Link>
                  </Button>
                  <Button asChild size="sm">
                    <Link
                      href={
                        kind === "user"
                          ? PAGES.coachingNotes.createForUser(doc._id)
                          : PAGES.coachingNotes.createForTeam(doc._id)
                      }
                      aria-label={t("newNoteFor", { name: doc.name })}
                    >
                      <PlusIcon />
                      {t("button")}
                    </Link>
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}
