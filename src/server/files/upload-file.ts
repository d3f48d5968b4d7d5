/**
 * POST /files/upload (multipart: `file`, optional `purpose`) — anyone signed in. The file is sniffed, stored and
 * recorded as the caller's; answers its §3 File reference (201).
 */
import { z } from "zod";
import { uploadPurposeSchema } from "@/lib/contracts/files";
import type { RequestContext } from "@/server/http/context";
import { fileName, formFile } from "@/server/http/form";
import { fileReference } from "./file-reference";
import { storeUpload } from "./store-file";

export const uploadFormSchema = z.object({ file: formFile, purpose: uploadPurposeSchema });

export type UploadForm = z.output<typeof uploadFormSchema>;

export async function uploadFile(ctx: RequestContext, form: UploadForm) {
  const row = await storeUpload(ctx, {
    bytes: new Uint8Array(await form.file.arrayBuffer()),
    name: fileName(form.file),
    declaredType: form.file.type || null,
    purpose: form.purpose ?? null,
  });
  return fileReference(row);
}
