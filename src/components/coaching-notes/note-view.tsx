"use client";

import { PencilIcon } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { DeleteButton } from "@/components/management/confirm-delete";
import { DetailCard, timestampItems } from "@/components/management/detail-list";
import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import { pathOf, request } from "@/lib/api/call";
import { PAGES } from "@/lib/routes";
import { noteTitle, recipientOf } from "./note-labels";
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
  const t = useTranslations("coachingNotes");
  const te = useTranslations("enums");
  const format = useFormat();
  const router = useRouter();
  const note = useResource(request(coachingNotes.get, { params: { id } }));
  const data = note.data;
  const title = data ? noteTitle(data, t("untitled")) : t("label");

  const actions =
    data && canWrite ? (
      <>
        <LinkButton href={PAGES.coachingNotes.edit(data._id)} Icon={PencilIcon} variant="outline">
          {t("view.edit")}
        </LinkButton>
        <DeleteButton
          path={pathOf(coachingNotes.remove, { params: { id: data._id } })}
          label={t("label")}
          name={title}
          onDeleted={() => router.push(PAGES.coachingNotes.list)}
        />
      </>
    ) : null;

  const recipient = data ? recipientOf(data, t) : null;

  return (
    <PageShell
      title={title}
      description={data ? te(`coachingNoteTypes.${data.type}`) : undefined}
      back={back}
      actions={actions}
    >
      <Loaded resource={note}>
        {(data) => (
          <>
            <SectionCard title={t("view.content")}>
              <p className="break-words whitespace-pre-wrap" data-testid="note-content">
                {data.content}
              </p>
            </SectionCard>
            <DetailCard
              title={t("view.details")}
              items={[
                { id: "type", label: t("fields.type"), value: <NoteTypeBadge type={data.type} /> },
                {
                  id: "recipient",
                  label: recipient?.kind === "team" ? t("fields.team") : t("fields.for"),
                  value:
                    recipient && canWrite ? (
                      <Link href={recipient.href} className="hover:underline">
                        {recipient.name}
                      </Link>
                    ) : (
                      recipient?.name
                    ),
                },
                {
                  id: "author",
                  label: t("fields.author"),
                  value: data.fromAI ? t("aiCoach") : data.createdByName,
                },
                { id: "eventDate", label: t("fields.eventDate"), value: format.date(data.eventDate, "") },
                ...(data.type === "coach-prompt"
                  ? [
                      {
                        id: "promptEnabled",
                        label: t("fields.promptEnabled"),
                        value: data.promptEnabled ? t("view.yes") : t("view.no"),
                      },
                      {
                        id: "promptExpiresAt",
                        label: t("fields.promptExpiresAt"),
                        value: format.dateTime(data.promptExpiresAt, t("view.never")),
                      },
                    ]
                  : []),
                ...timestampItems(data),
                { id: "description", label: t("fields.description"), value: data.description, wide: true },
              ]}
            />
          </>
        )}
      </Loaded>
    </PageShell>
  );
}
