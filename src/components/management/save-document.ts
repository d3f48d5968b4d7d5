"use client";

import { createdMessage, toastSuccess, updatedMessage } from "@/lib/toast";

/**
 * Saves a form's document through its typed endpoints: `update` when the form edits one (it is given then), else
 * `create`; then the §8 '{label} updated/created successfully' toast. Answers what the endpoint answered; where to
 * go next stays with the form.
 */
export async function saveDocument<U, C>(
  label: string,
  update: (() => Promise<U>) | false | null | undefined,
  create: () => Promise<C>,
): Promise<U | C> {
  const saved = update ? await update() : await create();
  toastSuccess(update ? updatedMessage(label) : createdMessage(label));
  return saved;
}
