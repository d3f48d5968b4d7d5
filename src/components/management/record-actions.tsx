"use client";

import { DeleteButton, type DeleteButtonProps } from "./confirm-delete";
import { EditLink, ViewLink } from "./row-actions";

/**
 * A row's View, Edit and Delete buttons, each only when given: `edit` is the edit page, `remove` the delete
 * button's settings (its dialog names the record by `name`).
 */
export function RecordActions({
  name,
  view,
  edit,
  remove,
}: {
  name: string;
  view?: string;
  edit?: string | false;
  remove?: Omit<DeleteButtonProps, "name" | "compact"> | false;
}) {
  return (
    <>
      {view ? <ViewLink href={view} name={name} /> : null}
      {edit ? <EditLink href={edit} name={name} /> : null}
      {remove ? <DeleteButton compact name={name} {...remove} /> : null}
    </>
  );
}
