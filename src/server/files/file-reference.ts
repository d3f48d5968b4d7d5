import { pick } from "es-toolkit";
import type { File as FileRow } from "@/generated/prisma/client";
import { downloadUrl, type FileReference } from "@/lib/contracts/files/schemas";
import { fromStoredPurpose } from "./purpose";

/** §3 File reference: what every endpoint answers for a file. */
export function fileReference(row: FileRow): FileReference {
  return {
    _id: row.id,
    ...pick(row, ["name", "size", "type"]),
    url: row.s3FileKey ? downloadUrl(row.s3FileKey) : "",
    openAiFileId: row.openAiFileId,
    openAiPurpose: fromStoredPurpose(row.openAiPurpose),
    content: row.content,
  };
}
