/**
 * Files a caller may attach to a message (POST /chats/send `files`): ids of files they uploaded themselves in
 * this organisation. Any other id is a VALIDATION_ERROR on `files`.
 */
import type { File as FileRow } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";

export async function ownFiles(_ctx: RequestContext, _ids: string[]): Promise<FileRow[]> {
  throw new Error("ownFiles: not implemented yet");
}
