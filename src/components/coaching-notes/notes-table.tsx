"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import * as React from "react";

import { DataTable } from "@/components/data-table/data-table";
import { formatDate } from "@/components/management/display";
import { RecordActions } from "@/components/management/record-actions";
import { Select } from "@/components/ui/select";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import { PAGES } from "@/lib/routes";
import { NOTE_LABEL, noteTitle, recipientOf, TYPE_LABELS, TYPE_OPTIONS } from "./note-labels";
import { NoteTypeBadge } from "./type-badge";

const FILTER_KEYS = ["type"] as const;
const FILTER_VALUES = { type: TYPE_OPTIONS.map((o) => o.value) };

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
          <div className="grid max-w-md min-w-48 gap-0.5">
            <Link href={PAGES.coachingNotes.view(row.original._id)} className="font-medium hover:underline">
              {noteTitle(row.original)}
            </Link>
            <span className="line-clamp-1 text-xs text-muted-foreground">{row.original.content}</span>
          </div>
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

  const rowActions = React.useCallback(
    (note: CoachingNoteDocument, reload: () => void) => {
      const name = noteTitle(note);
      return (
        <RecordActions
          name={name}
          view={PAGES.coachingNotes.view(note._id)}
          edit={canWrite && PAGES.coachingNotes.edit(note._id)}
          remove={
            canWrite && {
              path: pathOf(coachingNotes.remove, { params: { id: note._id } }),
              label: NOTE_LABEL,
              onDeleted: reload,
            }
          }
        />
      );
    },
    [canWrite],
  );

  // An approved AI draft joins the notes: the drafts queue on the same page says so.
  const [changes, setChanges] = React.useState(0);
  React.useEffect(() => {
    const bump = () => setChanges((n) => n + 1);
    window.addEventListener(NOTES_CHANGED_EVENT, bump);
    return () => window.removeEventListener(NOTES_CHANGED_EVENT, bump);
  }, []);

  return (
    <DataTable<CoachingNoteDocument>
      path={coachingNotes.paginate.path}
      refreshKey={changes}
      label="Coaching notes"
      columns={columns}
      fixedFilters={filters}
      filterKeys={canWrite ? FILTER_KEYS : undefined}
      filterValues={FILTER_VALUES}
      searchPlaceholder="Search notes…"
      emptyText={emptyText}
      rowActions={rowActions}
      toolbar={
        canWrite
          ? ({ state, setFilter }) => (
              <div className="w-44">
                <Select
                  aria-label="Filter by type"
                  value={state.filters.type ?? ""}
                  onChange={(event) => setFilter("type", event.target.value)}
                >
                  <option value="">All types</option>
                  {TYPE_OPTIONS.map((o) => (
                    <option key={o.value} value={o.value}>
                      {TYPE_LABELS[o.value]}
                    </option>
                  ))}
                </Select>
              </div>
            )
          : undefined
      }
    />
  );
}
