"use client";

import { EyeIcon, PencilIcon } from "lucide-react";
import { useTranslations } from "next-intl";

import { DeleteButton, type DeleteButtonProps } from "./confirm-delete";
import { RowLink } from "./row-actions";

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
  const t = useTranslations("management.rowActions");
  return (
    <>
      {view ? <RowLink href={view} verb={t("view")} label={t("viewName", { name })} Icon={EyeIcon} /> : null}
      {edit ? (
        <RowLink href={edit} verb={t("edit")} label={t("editName", { name })} Icon={PencilIcon} />
      ) : null}
      {remove ? <DeleteButton compact name={name} {...remove} /> : null}
    </>
  );
}
