"use client";

import { api } from "@/lib/api-client";
import { createdMessage, toastSuccess, updatedMessage } from "@/lib/toast";

/**
 * Saves a form's document: PUT `<path>/<id>` when editing, else POST `createPath` (default `path`), then the §8
 * '{label} updated/created successfully' toast. Where to go next stays with the form.
 */
export async function saveDocument<T extends { _id: string }>(options: {
  id?: string;
  path: string;
  createPath?: string;
  label: string;
  body: unknown;
}): Promise<T> {
  const { id, path, createPath, label, body } = options;
  const doc = id
    ? await api<T>(`${path}/${id}`, { method: "PUT", body })
    : await api<T>(createPath ?? path, { method: "POST", body });
  toastSuccess(id ? updatedMessage(label) : createdMessage(label));
  return doc;
}
