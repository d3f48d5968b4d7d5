"use client";

import * as React from "react";

import { RecordActions } from "@/components/management/record-actions";
import { pathOf } from "@/lib/api/call";
import type { Endpoint } from "@/lib/api/define";
import { DataTable, type DataTableProps } from "./data-table";

/** What a table's records are, for each row's View, Edit and Delete buttons. */
export interface RecordKind<T extends { _id: string }> {
  /** The record's view and edit pages. */
  pages: { view: (id: string) => string; edit: (id: string) => string };
  /** The DELETE endpoint; its `{id}` is the row's. */
  remove: Pick<Endpoint, "path">;
  /** What the record is, in the reader's language ('Team'): the delete toast says 'Team deleted successfully'. */
  label: string;
  /** How the buttons' labels and the delete question name the record. */
  nameOf: (row: T) => string;
  /** The delete dialog's text, where the default one does not say enough. */
  deleteText?: (row: T) => string;
}

/** The `nameOf` of records that have a name. */
export const byName = (row: { name: string }) => row.name;

type Permission<T> = boolean | ((row: T) => boolean);

const allows = <T,>(permission: Permission<T>, row: T) =>
  typeof permission === "function" ? permission(row) : permission;

export interface RecordTableProps<T extends { _id: string }> extends Omit<DataTableProps<T>, "rowActions"> {
  kind: RecordKind<T>;
  /** Whether the viewer may edit the row (all rows, or per row); yes unless given. */
  canEdit?: Permission<T>;
  /** Whether the viewer may delete the row; yes unless given. */
  canRemove?: Permission<T>;
}

/** A DataTable of records whose rows end in the record's View, Edit and Delete buttons, as the viewer may. */
export function RecordTable<T extends { _id: string }>({
  kind,
  canEdit = true,
  canRemove = true,
  ...table
}: RecordTableProps<T>) {
  const rowActions = React.useCallback(
    (row: T, reload: () => void) => (
      <RecordActions
        name={kind.nameOf(row)}
        view={kind.pages.view(row._id)}
        edit={allows(canEdit, row) && kind.pages.edit(row._id)}
        remove={
          allows(canRemove, row) && {
            path: pathOf(kind.remove, { params: { id: row._id } }),
            label: kind.label,
            description: kind.deleteText?.(row),
            onDeleted: reload,
          }
        }
      />
    ),
    [kind, canEdit, canRemove],
  );
  return <DataTable<T> {...table} rowActions={rowActions} />;
}
