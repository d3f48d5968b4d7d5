/**
 * POST /users/erase/{id} (GDPR Art. 17, admins): everything of a person goes. Their files (bytes in storage and
 * records), the chats only they took part in and every message they wrote, then their user row, which takes along
 * by cascade their journals, goals, assessments, profile and learned facts, coaching notes and annotations about
 * them, check-ins, safeguarding cases, sessions and audit pseudonym; and their identity-provider account. What
 * stays is anonymous: usage counters and model-usage records without the person, and audit events naming no one.
 */
import { recordAuditBy } from "@/server/audit/record-audit";
import { eraseChatsOf } from "@/server/chats/lifecycle/erase-chats-of";
import { eraseFilesOf } from "@/server/files/erase-files-of";
import type { RequestContext } from "@/server/http/context";
import { deletableUser, removeUser } from "@/server/users/delete-user";

export async function erasePerson(ctx: RequestContext, id: string) {
  const target = await deletableUser(ctx, id);
  const files = await eraseFilesOf(target.id);
  const { chats, messages } = await eraseChatsOf(target.id);
  // Before the row goes: the event keeps the counts, and the pseudonym goes with the person.
  await recordAuditBy(ctx, "user-erased", { targetUserId: target.id, details: { files, chats, messages } });
  await removeUser(target);
  return { erased: true as const, files, chats, messages };
}
