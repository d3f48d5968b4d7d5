"use client";

import { PlusIcon } from "lucide-react";
import Link from "next/link";

import { PageHeader } from "@/components/management/page-header";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { teams, users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { PAGES } from "@/lib/routes";

/**
 * The header of one user's or team's notes (and of the create page for them): the recipient's name from
 * GET /users/{id} or GET /teams/{id}, a back link, and (with `newNote`) the "New note" button.
 */
export function RecipientHeader({
  kind,
  id,
  prefix,
  fallback,
  description,
  newNote = false,
}: {
  kind: "user" | "team";
  id: string;
  /** The title is "<prefix> <name>" once the name is known, else `fallback` (props of a server page: no functions). */
  prefix: string;
  fallback: string;
  description?: string;
  newNote?: boolean;
}) {
  const record = useResource<{ name: string }>(
    kind === "user" ? request(users.get, { params: { id } }) : request(teams.get, { params: { id } }),
  );
  const name = record.data?.name ?? null;
  return (
    <PageHeader
      title={name ? `${prefix} ${name}` : fallback}
      description={
        record.error ? record.error.message : (description ?? (kind === "team" ? "Team" : "Athlete"))
      }
      back={{ href: PAGES.coachingNotes.list, label: "Coaching notes" }}
      actions={
        newNote ? (
          <Button asChild>
            <Link
              href={
                kind === "user"
                  ? PAGES.coachingNotes.createForUser(id)
                  : PAGES.coachingNotes.createForTeam(id)
              }
            >
              <PlusIcon />
              New note
            </Link>
          </Button>
        ) : null
      }
    />
  );
}
