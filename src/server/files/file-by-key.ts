import type { File as FileRow } from "@/generated/prisma/client";
import { db } from "@/server/db";

/**
 * The file stored under `key` in organisation `organizationId` (null when there is none): for GET /files/download
 * (src/server/downloads/file-access.ts), which then decides whether the caller may read it.
 */
export function findFileByKey(key: string, organizationId: string): Promise<FileRow | null> {
  return db.file.findFirst({ where: { s3FileKey: key, organizationId } });
}
