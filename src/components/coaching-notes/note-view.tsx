"use client";

import { PencilIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";

import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard, timestampItems } from "@/components/management/detail-list";
import { formatDate, formatDateTime } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import { pathOf, request } from "@/lib/api/call";
import { PAGES } from "@/lib/routes";
import { NOTE_LABEL, noteTitle, recipientOf, TYPE_LABELS } from "./note-labels";
import { NoteTypeBadge } from "./type-badge";

/** /dashboard/coaching-notes/view/{id}: one note, read-only; coaches and admins (`canWrite`) get edit and delete. */
export function CoachingNoteView({
  id,
  canWrite,
  back,
}: {
  id: string;
  canWrite: boolean;
  back: BackTarget;
}) {
  const router = useRouter();
  const note = useResource(request(coachingNotes.get, { params: { id } }));
  const data = note.data;
  const title = data ? noteTitle(data) : "Coaching note";

  const actions =
    data && canWrite ? (
      <>
        <LinkButton href={PAGES.coachingNotes.edit(data._id)} Icon={PencilIcon} variant="outline">
          Edit
        </LinkButton>
        <DeleteButton
          path={pathOf(coachingNotes.remove, { params: { id: data._id } })}
          label={NOTE_LABEL}
          name={title}
          onDeleted={() => router.push(PAGES.coachingNotes.list)}
        />
      </>
    ) : null;

  const recipient = data ? recipientOf(data) : null;

  return (
    <PageShell
      title={title}
      description={data ? TYPE_LABELS[data.type] : undefined}
      back={back}
      actions={actions}
    >
      <Loaded resource={note}>
        {(data) => (
          <>
            <SectionCard title="Content">
              <p className="break-words whitespace-pre-wrap" data-testid="note-content">
                {data.content}
              </p>
            </SectionCard>
            <DetailCard
              title="Details"
              items={[
                { label: "Type", value: <NoteTypeBadge type={data.type} /> },
                {
                  label: recipient?.kind === "team" ? "Team" : "For",
                  value:
                    recipient && canWrite ? (
                      <Link href={recipient.href} className="hover:underline">
                        {recipient.name}
                      </Link>
                    ) : (
                      recipient?.name
                    ),
                },
                { label: "Author", value: data.fromAI ? "AI coach" : data.createdByName },
                { label: "Event date", value: formatDate(data.eventDate, "") },
                ...(data.type === "coach-prompt"
                  ? [
                      { label: "Prompt enabled", value: data.promptEnabled ? "Yes" : "No" },
                      {
                        label: "Prompt expires at",
                        value: formatDateTime(data.promptExpiresAt, "Never"),
                      },
                    ]
                  : []),
                ...timestampItems(data),
                { label: "Description", value: data.description, wide: true },
              ]}
            />
          </>
        )}
      </Loaded>
    </PageShell>
  );
}
