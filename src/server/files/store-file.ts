/**
 * Storing an upload: sniff its type from the bytes, refuse what is not accepted, put the bytes in storage (S3 or
 * local disk), and record the §3 File in the caller's organisation. With the openai provider and a purpose, the
 * file is also uploaded to OpenAI and its id kept.
 */
import type { File as FileRow } from "@/generated/prisma/client";
import type { OpenAiFilePurpose } from "@/lib/contracts/files";
import type { RequestContext } from "@/server/http/context";

export type { FileRow };

export interface NewUpload {
  bytes: Uint8Array;
  name: string;
  /** The browser's label. Never trusted; with accept "recording" it must be an accepted recording type if sent. */
  declaredType?: string | null;
  /** "recording": only the §3 recording types (FILE_MESSAGES.recordingType otherwise). */
  accept?: "any" | "recording";
  /** Upload to the provider's file store with this purpose (openai provider only). */
  purpose?: OpenAiFilePurpose | null;
}

export async function storeUpload(_ctx: RequestContext, _upload: NewUpload): Promise<FileRow> {
  throw new Error("storeUpload: not implemented yet");
}

/** A file the server made (a spoken reply): its type is known, so it is not sniffed. Owned by `userId`. */
export async function storeGenerated(
  _ctx: RequestContext,
  _file: { bytes: Uint8Array; name: string; type: string; userId?: string | null },
): Promise<FileRow> {
  throw new Error("storeGenerated: not implemented yet");
}
