import type { File as FileRow } from "@/generated/prisma/client";
import type { FileReference } from "@/lib/contracts/files";

/** §3 File reference: what every endpoint answers for a file. */
export function fileReference(_row: FileRow): FileReference {
  throw new Error("fileReference: not implemented yet");
}
