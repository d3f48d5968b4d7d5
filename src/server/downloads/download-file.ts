/**
 * GET /files/download?key= — the bytes of a file the caller may read (src/server/downloads/file-access.ts), as a
 * stream with its type. Audio and images open inline, anything else downloads; the answer is private (no
 * shared caches). A record whose bytes are gone is 'File not found' too (logged).
 */
import { notFound } from "@/lib/errors";
import { storageOf } from "@/server/files/storage";
import { contentDisposition } from "@/server/http/content-disposition";
import type { RequestContext } from "@/server/http/context";
import { log } from "@/server/log";
import { findReadableFile } from "./file-access";

export async function downloadFile(ctx: RequestContext, key: string): Promise<Response> {
  const file = await findReadableFile(ctx, key);
  const storage = storageOf(file);
  const body = storage ? await storage.read(key) : null;
  if (!body) {
    log.warn("file record without stored bytes", { fileId: file.id, key, storage: storage?.kind ?? "none" });
    throw notFound("File");
  }
  const type = file.type ?? "application/octet-stream";
  return new Response(body, {
    status: 200,
    headers: {
      "content-type": type,
      "content-length": String(file.size),
      "content-disposition": contentDisposition(file.type, file.name),
      "cache-control": "private, max-age=0, must-revalidate",
      "x-content-type-options": "nosniff",
    },
  });
}
