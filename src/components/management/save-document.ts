"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import { toastSuccess } from "@/lib/toast";

type SaveDocument = <U, C>(
  label: string,
  update: (() => Promise<U>) | false | null | undefined,
  create: () => Promise<C>,
) => Promise<U | C>;

/**
 * Saves a form's document through its typed endpoints: `update` when the form edits one (it is given then), else
 * `create`; then the §8 '{label} updated/created successfully' toast in the reader's language (`label`, what the
 * record is, comes translated from the caller's catalogue). Answers what the endpoint answered; where to go next
 * stays with the form.
 */
export function useSaveDocument(): SaveDocument {
  const t = useTranslations("management.saved");
  return React.useCallback<SaveDocument>(
    async (label, update, create) => {
      const saved = update ? await update() : await create();
      toastSuccess(t(update ? "updated" : "created", { label }));
      return saved;
    },
    [t],
  );
}
