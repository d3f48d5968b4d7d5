/**
 * POST /files/upload (multipart: `file`, optional `purpose`) — anyone signed in. The file is sniffed, stored and
 * recorded as the caller's; answers its §3 File reference (201).
 */
import type { Sendable } from "@/lib/api/define";
import type { FileReference, UploadForm } from "@/lib/contracts/files/schemas";
import type { RequestContext } from "@/server/http/context";
import { fileName } from "@/server/http/form";
import { fileReference } from "./file-reference";
import { storeUpload } from "./store-file";

export async function uploadFile(ctx: RequestContext, form: UploadForm): Promise<Sendable<FileReference>> {
  const row = await storeUpload(ctx, {
    bytes: new Uint8Array(await form.file.arrayBuffer()),
    name: fileName(form.file),
    declaredType: form.file.type || null,
    purpose: form.purpose ?? null,
  });
  return fileReference(row);
}
