/**
 * Files a caller may attach to a message (POST /chats/send `files`): ids of files they uploaded themselves in
 * this organisation. Any other id is a VALIDATION_ERROR on `files`.
 */
import type { File as FileRow } from "@/generated/prisma/client";
import { FILE_MESSAGES } from "@/lib/contracts/files/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

/** The rows in the order of `ids` (duplicates once). */
export async function ownFiles(ctx: RequestContext, ids: string[]): Promise<FileRow[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  const rows = await db.file.findMany({
    where: { id: { in: wanted }, organizationId: ctx.organizationId, userId: ctx.user._id },
  });
  const byId = new Map(rows.map((row) => [row.id, row]));
  if (wanted.some((id) => !byId.has(id)))
    throw new AppError("VALIDATION_ERROR", { fields: [{ path: "files", message: FILE_MESSAGES.notFound }] });
  return wanted.map((id) => byId.get(id) as FileRow);
}
