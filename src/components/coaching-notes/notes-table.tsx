"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";
import { TitleCell } from "@/components/data-table/common-columns";
import { FilterSelect } from "@/components/data-table/filter-select";
import { type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { useFormat } from "@/i18n/format";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import { COACHING_NOTE_TYPES } from "@/lib/constants";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import { PAGES } from "@/lib/routes";
import { noteTitle, recipientOf } from "./note-labels";
import { NoteTypeBadge } from "./type-badge";

const FILTER_KEYS = ["type"] as const;
const FILTER_VALUES = { type: COACHING_NOTE_TYPES };

function DateCell({ value }: { value: string }) {
  return useFormat().date(value);
}

/**
 * Coaching notes as a server-paged table (POST /coaching-notes/paginate): type badge, title, recipient, author and
 * date; search, a type filter and paging. `filters` fixes whose notes (toUser or toTeam). With `canWrite` (coaches
 * and admins) rows get edit and delete and recipients link to their notes; athletes read what the API gives them.
 */
/** Sent on window when notes changed elsewhere on the page (an AI draft approved). */
export const NOTES_CHANGED_EVENT = "coaching-notes-changed";

export function CoachingNotesTable({
  filters,
  canWrite,
  showRecipient = true,
  emptyText,
}: {
  filters?: Record<string, string>;
  canWrite: boolean;
  showRecipient?: boolean;
  emptyText?: string;
}) {
  const t = useTranslations("coachingNotes");
  const te = useTranslations("enums");
  const untitled = t("untitled");
  const kind = React.useMemo<RecordKind<CoachingNoteDocument>>(
    () => ({
      pages: PAGES.coachingNotes,
      remove: coachingNotes.remove,
      label: t("label"),
      nameOf: (note) => noteTitle(note, untitled),
    }),
    [t, untitled],
  );
  const typeOptions = COACHING_NOTE_TYPES.map((value) => ({
    value,
    label: te(`coachingNoteTypes.${value}`),
  }));

  const columns = React.useMemo<ColumnDef<CoachingNoteDocument>[]>(() => {
    const list: ColumnDef<CoachingNoteDocument>[] = [
      {
        accessorKey: "type",
        header: t("fields.type"),
        enableSorting: true,
        cell: ({ row }) => <NoteTypeBadge type={row.original.type} />,
      },
      {
        accessorKey: "title",
        header: t("fields.title"),
        enableSorting: true,
        cell: ({ row }) => (
          <TitleCell
            href={PAGES.coachingNotes.view(row.original._id)}
            title={noteTitle(row.original, untitled)}
            line={row.original.content}
            className="max-w-md"
          />
        ),
      },
    ];
    if (showRecipient) {
      list.push({
        id: "recipient",
        header: t("fields.for"),
        cell: ({ row }) => {
          const recipient = recipientOf(row.original, t);
          if (!recipient) return "—";
          const text =
            recipient.kind === "team" ? t("table.teamRecipient", { name: recipient.name }) : recipient.name;
          return canWrite ? (
            <Link href={recipient.href} className="text-sm hover:underline">
              {text}
            </Link>
          ) : (
            <span className="text-sm">{text}</span>
          );
        },
      });
    }
    list.push(
      {
        id: "author",
        header: t("fields.author"),
        cell: ({ row }) => (
          <span className="text-sm">
            {row.original.fromAI ? t("aiCoach") : (row.original.createdByName ?? "—")}
          </span>
        ),
      },
      {
        accessorKey: "createdAt",
        header: t("fields.date"),
        enableSorting: true,
        cell: ({ row }) => <DateCell value={row.original.createdAt} />,
      },
    );
    return list;
  }, [showRecipient, canWrite, t, untitled]);

  // An approved AI draft joins the notes: the drafts queue on the same page says so.
  const [changes, setChanges] = React.useState(0);
  React.useEffect(() => {
    const bump = () => setChanges((n) => n + 1);
    window.addEventListener(NOTES_CHANGED_EVENT, bump);
    return () => window.removeEventListener(NOTES_CHANGED_EVENT, bump);
  }, []);

  return (
    <RecordTable<CoachingNoteDocument>
      path={coachingNotes.paginate.path}
      refreshKey={changes}
      label={t("table.label")}
      columns={columns}
      fixedFilters={filters}
      filterKeys={canWrite ? FILTER_KEYS : undefined}
      filterValues={FILTER_VALUES}
      searchPlaceholder={t("table.search")}
      emptyText={emptyText ?? t("table.empty")}
      kind={kind}
      canEdit={canWrite}
      canRemove={canWrite}
      toolbar={
        canWrite
          ? (list) => (
              <FilterSelect
                list={list}
                filter="type"
                label={t("table.filterByType")}
                allText={t("table.allTypes")}
                options={typeOptions}
                className="w-44"
              />
            )
          : undefined
      }
    />
  );
}
