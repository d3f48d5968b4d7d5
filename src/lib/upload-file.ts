"use client";

import { type EntryOf, files } from "./api/browser-endpoints";
import { pathOf } from "./api/call";
import type { ResponseOf } from "./api/define";
import { api } from "./api-client";
import type { FileReference, OpenAiFilePurpose } from "./contracts/files/schemas";

/**
 * POST /files/upload: one file as multipart; answers its §3 File reference (failures toast, as api() does,
 * unless `toastOnError: false` — then the caller shows the field message itself).
 */
export async function uploadFile(
  file: Blob,
  options: { name?: string; purpose?: OpenAiFilePurpose; signal?: AbortSignal; toastOnError?: boolean } = {},
): Promise<FileReference> {
  const form = new FormData();
  form.append("file", file, options.name ?? (file as Blob & { name?: string }).name ?? "file");
  if (options.purpose) form.append("purpose", options.purpose);
  // A multipart body: call() sends JSON, so the entry gives the path and method and api() sends the form.
  return api<ResponseOf<EntryOf<typeof files.upload>>>(pathOf(files.upload, {}), {
    method: files.upload.method,
    body: form,
    signal: options.signal,
    toastOnError: options.toastOnError,
  });
}
