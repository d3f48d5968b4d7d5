/**
 * Storing an upload: sniff its type from the bytes, refuse what is not accepted, put the bytes in storage (S3 or
 * local disk), and record the §3 File in the caller's organisation. With the openai provider and a purpose, the
 * file is also uploaded to OpenAI and its id kept.
 */
import type { File as FileRow } from "@/generated/prisma/client";
import {
  ACCEPTED_RECORDING_TYPES,
  FILE_MAX_BYTES,
  FILE_MESSAGES,
  FILE_NAME_MAX,
  type OpenAiFilePurpose,
  SNIFFED_TYPES,
} from "@/lib/contracts/files/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { fileKey, newObjectId } from "./file-key";
import { uploadToProvider } from "./provider-upload";
import { toStoredPurpose } from "./purpose";
import { decodeText, sniffType } from "./sniff";
import { currentStorage } from "./storage";

export type { FileRow };

/** Text kept in `content` for text files (the model's context), at most this many characters. */
export const FILE_CONTENT_MAX = 100_000;

export interface NewUpload {
  bytes: Uint8Array;
  name: string;
  /** The browser's label. Never trusted; with accept "recording" it must be an accepted recording type if sent. */
  declaredType?: string | null;
  /** "recording": only the §3 recording types (FILE_MESSAGES.recordingType otherwise). */
  accept?: "any" | "recording";
  /** Upload to the provider's file store with this purpose (openai provider only). */
  purpose?: OpenAiFilePurpose | null;
  /** The form field refusals name; default "audio" for recordings, else "file". */
  field?: string;
}

const invalid = (path: string, message: string, status?: number) =>
  new AppError("VALIDATION_ERROR", { fields: [{ path, message }], ...(status ? { status } : {}) });

const normalizeLabel = (label: string) => label.toLowerCase().replace(/\s+/g, "");

/** The sniffed type of an upload, or the §3 refusal. */
function acceptedType(upload: NewUpload, field: string): string {
  if (upload.bytes.length === 0) throw invalid(field, FILE_MESSAGES.empty);
  if (upload.bytes.length > FILE_MAX_BYTES) throw invalid(field, FILE_MESSAGES.tooLarge, 413);
  const type = sniffType(upload.bytes, upload.name);
  if (upload.accept === "recording") {
    const label = upload.declaredType?.trim();
    const labelOk = !label || (ACCEPTED_RECORDING_TYPES as readonly string[]).includes(normalizeLabel(label));
    if (!type || SNIFFED_TYPES[type] !== "audio" || !labelOk)
      throw invalid(field, FILE_MESSAGES.recordingType);
    return type;
  }
  if (!type) throw invalid(field, FILE_MESSAGES.typeNotAccepted);
  return type;
}

const cleanName = (name: string) => name.trim().slice(0, FILE_NAME_MAX) || "file";

async function saveFile(
  ctx: RequestContext,
  file: {
    bytes: Uint8Array;
    name: string;
    type: string;
    userId: string | null;
    content: string | null;
    purpose: OpenAiFilePurpose | null;
  },
): Promise<FileRow> {
  const id = newObjectId();
  const key = fileKey(ctx.organizationId, id, file.name);
  const { url } = await currentStorage().put(key, file.bytes, file.type);
  const openAiFileId = await uploadToProvider(file);
  return db.file.create({
    data: {
      id,
      name: file.name,
      size: file.bytes.length,
      type: file.type,
      s3FileKey: key,
      s3Url: url,
      openAiFileId,
      openAiPurpose: openAiFileId && file.purpose ? toStoredPurpose(file.purpose) : null,
      content: file.content,
      userId: file.userId,
      organizationId: ctx.organizationId,
      createdById: ctx.user._id,
      updatedById: ctx.user._id,
    },
  });
}

export async function storeUpload(ctx: RequestContext, upload: NewUpload): Promise<FileRow> {
  const field = upload.field ?? (upload.accept === "recording" ? "audio" : "file");
  const type = acceptedType(upload, field);
  const text = SNIFFED_TYPES[type as keyof typeof SNIFFED_TYPES] === "text" ? decodeText(upload.bytes) : null;
  return saveFile(ctx, {
    bytes: upload.bytes,
    name: cleanName(upload.name),
    type,
    userId: ctx.user._id,
    content: text === null ? null : text.slice(0, FILE_CONTENT_MAX),
    purpose: upload.purpose ?? null,
  });
}

/**
 * A file the server made (a spoken reply): its type is known, so it is not sniffed. Owned by `userId` (the
 * caller when left out; null for no owner).
 */
export async function storeGenerated(
  ctx: RequestContext,
  file: { bytes: Uint8Array; name: string; type: string; userId?: string | null },
): Promise<FileRow> {
  return saveFile(ctx, {
    bytes: file.bytes,
    name: cleanName(file.name),
    type: file.type,
    userId: file.userId === undefined ? ctx.user._id : file.userId,
    content: null,
    purpose: null,
  });
}
