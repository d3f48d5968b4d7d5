"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { PageHeader } from "@/components/management/page-header";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { teams, users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { PAGES } from "@/lib/routes";

/**
 * The header of one user's or team's notes (`list`, with the "New note" button) or of the create page for them
 * (`new`): the recipient's name from GET /users/{id} or GET /teams/{id} in the title, and a back link.
 */
export function RecipientHeader({
  kind,
  id,
  page,
}: {
  kind: "user" | "team";
  id: string;
  page: "list" | "new";
}) {
  const t = useTranslations("coachingNotes.recipient");
  const record = useResource<{ name: string }>(
    kind === "user" ? request(users.get, { params: { id } }) : request(teams.get, { params: { id } }),
  );
  const name = record.data?.name ?? null;
  const title =
    page === "list"
      ? name
        ? t("listTitle", { name })
        : t("listFallback", { kind })
      : name
        ? t("newTitle", { name })
        : t("newFallback");
  return (
    <PageHeader
      title={title}
      description={
        record.error
          ? record.error.message
          : t(page === "list" ? "listDescription" : "newDescription", { kind })
      }
      back={{ href: PAGES.coachingNotes.list, label: t("back") }}
      actions={
        page === "list" ? (
          <Button asChild>
            <Link
              href={
                kind === "user"
                  ? PAGES.coachingNotes.createForUser(id)
                  : PAGES.coachingNotes.createForTeam(id)
              }
            >
              <PlusIcon />
              {t("newNote")}
            </Link>
          </Button>
        ) : null
      }
    />
  );
}
