import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { readableChats } from "../scope";

/**
 * Whether file `fileId` is attached to a message of a chat the caller may read: for GET /files/download
 * (src/server/downloads/file-access.ts), where such a file may be read.
 */
export async function fileInReadableChat(ctx: RequestContext, fileId: string): Promise<boolean> {
  const message = await db.message.findFirst({
    where: { files: { some: { id: fileId } }, chat: readableChats(ctx) },
    select: { id: true },
  });
  return message !== null;
}
