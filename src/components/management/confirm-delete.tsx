"use client";

import { Trash2Icon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import * as React from "react";

import { ActionDialog } from "@/components/ui/action-dialog";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { toastSuccess } from "@/lib/toast";
import { nounInSentence } from "./noun";
import { useBusy } from "./use-busy";

export interface DeleteButtonProps {
  /** DELETE target without `/api`, e.g. `/teams/${id}`. */
  path: string;
  /**
   * What the record is, in the reader's language ("Team", from the caller's catalogue): the toast says
   * 'Team deleted successfully', the question 'Delete team?'.
   */
  label: string;
  /** The record's name, shown in the question. */
  name: string;
  /** Runs after a successful delete (reload the list, or leave the view page). */
  onDeleted: () => void;
  /** An icon-only button (for table rows); its accessible name still says what it deletes. */
  compact?: boolean;
  description?: string;
}

/**
 * The confirmed delete both delete dialogs run: `remove`, then the '{label} deleted successfully' toast and
 * `onDeleted`; on a failure (already toasted by the API client) the dialog stays open to retry or cancel.
 * `label` is what the record is, in the reader's language.
 */
export function useConfirmedDelete(
  remove: () => Promise<unknown>,
  label: string,
  close: () => void,
  onDeleted: () => void,
) {
  const t = useTranslations("management.delete");
  const [deleting, run] = useBusy();
  const confirm = () =>
    run(async () => {
      await remove();
      toastSuccess(t("deleted", { label }));
      close();
      onDeleted();
    });
  return { deleting, confirm };
}

/** A delete button that asks for confirmation in a dialog, then DELETEs and toasts '{label} deleted successfully'. */
export function DeleteButton({
  path,
  label,
  name,
  onDeleted,
  compact = false,
  description,
}: DeleteButtonProps) {
  const t = useTranslations("management.delete");
  const locale = useLocale();
  const [open, setOpen] = React.useState(false);
  const { deleting, confirm } = useConfirmedDelete(
    () => api(path, { method: "DELETE" }),
    label,
    () => setOpen(false),
    onDeleted,
  );

  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      busy={deleting}
      trigger={
        compact ? (
          <Button variant="ghost" size="icon" aria-label={t("buttonLabel", { name })} title={t("button")}>
            <Trash2Icon className="text-destructive" />
          </Button>
        ) : (
          <Button variant="destructive">
            <Trash2Icon />
            {t("button")}
          </Button>
        )
      }
      title={t("title", { lower: nounInSentence(label, locale) })}
      description={description ?? t("description", { name })}
      action={
        <Button variant="destructive" onClick={confirm} loading={deleting}>
          {t("button")}
        </Button>
      }
    />
  );
}
