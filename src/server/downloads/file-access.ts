/**
 * Who may download a file (GET /files/download), always inside the organisation the call acts in:
 * - the uploader;
 * - anyone who may read a chat the file is attached to through a message (src/server/chats/scope.ts);
 * - anyone who may read an agent the file belongs to (files or filesAsRetrieval; src/server/agents/scope.ts);
 * - coaches and admins who may see the uploader (src/server/users/scope.ts).
 * Everyone else gets 'File not found', as if it did not exist.
 *
 * A domain of its own, above files, agents, chats and users: it asks each of them, and none of them needs it.
 */
import type { File as FileRow } from "@/generated/prisma/client";
import { notFound } from "@/lib/errors";
import { fileOnVisibleAgent } from "@/server/agents/file-on-visible-agent";
import { fileInReadableChat } from "@/server/chats/reading/file-in-readable-chat";
import { findFileByKey } from "@/server/files/file-by-key";
import type { RequestContext } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";

async function uploaderVisible(ctx: RequestContext, userId: string | null) {
  if (!userId || (ctx.user.role === "user" && !ctx.user.isAdminMaster)) return false;
  const user = await findVisibleUser(ctx, userId);
  return user !== null;
}

export async function mayReadFile(ctx: RequestContext, file: FileRow): Promise<boolean> {
  if (file.organizationId !== ctx.organizationId) return false;
  if (file.userId && file.userId === ctx.user._id) return true;
  return (
    (await fileInReadableChat(ctx, file.id)) ||
    (await fileOnVisibleAgent(ctx, file.id)) ||
    (await uploaderVisible(ctx, file.userId))
  );
}

/** The file stored under `key` if the caller may read it; 'File not found' otherwise. */
export async function findReadableFile(ctx: RequestContext, key: string): Promise<FileRow> {
  const file = await findFileByKey(key, ctx.organizationId);
  if (!file || !(await mayReadFile(ctx, file))) throw notFound("File");
  return file;
}
