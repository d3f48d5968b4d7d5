"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";
import { TitleCell } from "@/components/data-table/common-columns";
import { FilterSelect } from "@/components/data-table/filter-select";
import { type RecordKind, RecordTable } from "@/components/data-table/record-table";
import { formatDate } from "@/components/management/display";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import { PAGES } from "@/lib/routes";
import { NOTE_LABEL, noteTitle, recipientOf, TYPE_OPTIONS } from "./note-labels";
import { NoteTypeBadge } from "./type-badge";

const FILTER_KEYS = ["type"] as const;
const FILTER_VALUES = { type: TYPE_OPTIONS.map((o) => o.value) };

const NOTE: RecordKind<CoachingNoteDocument> = {
  pages: PAGES.coachingNotes,
  remove: coachingNotes.remove,
  label: NOTE_LABEL,
  nameOf: noteTitle,
};

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
  emptyText = "No coaching notes yet.",
}: {
  filters?: Record<string, string>;
  canWrite: boolean;
  showRecipient?: boolean;
  emptyText?: string;
}) {
  const columns = React.useMemo<ColumnDef<CoachingNoteDocument>[]>(() => {
    const list: ColumnDef<CoachingNoteDocument>[] = [
      {
        accessorKey: "type",
        header: "Type",
        enableSorting: true,
        cell: ({ row }) => <NoteTypeBadge type={row.original.type} />,
      },
      {
        accessorKey: "title",
        header: "Title",
        enableSorting: true,
        cell: ({ row }) => (
          <TitleCell
            href={PAGES.coachingNotes.view(row.original._id)}
            title={noteTitle(row.original)}
            line={row.original.content}
            className="max-w-md"
          />
        ),
      },
    ];
    if (showRecipient) {
      list.push({
        id: "recipient",
        header: "For",
        cell: ({ row }) => {
          const recipient = recipientOf(row.original);
          if (!recipient) return "—";
          const text = recipient.kind === "team" ? `${recipient.name} (team)` : recipient.name;
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
        header: "Author",
        cell: ({ row }) => (
          <span className="text-sm">
            {row.original.fromAI ? "AI coach" : (row.original.createdByName ?? "—")}
          </span>
        ),
      },
      {
        accessorKey: "createdAt",
        header: "Date",
        enableSorting: true,
        cell: ({ row }) => formatDate(row.original.createdAt),
      },
    );
    return list;
  }, [showRecipient, canWrite]);

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
      label="Coaching notes"
      columns={columns}
      fixedFilters={filters}
      filterKeys={canWrite ? FILTER_KEYS : undefined}
      filterValues={FILTER_VALUES}
      searchPlaceholder="Search notes…"
      emptyText={emptyText}
      kind={NOTE}
      canEdit={canWrite}
      canRemove={canWrite}
      toolbar={
        canWrite
          ? (list) => (
              <FilterSelect
                list={list}
                filter="type"
                label="Filter by type"
                allText="All types"
                options={TYPE_OPTIONS}
                className="w-44"
              />
            )
          : undefined
      }
    />
  );
}
