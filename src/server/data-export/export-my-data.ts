/**
 * GET /users/me/export (GDPR Art. 15 and 20): everything the platform holds of the caller, in one zip archive they
 * can read and take elsewhere: `data.json` (account and profile, journals, goals with their notes, chats with what
 * they wrote and what the AI answered, assessments, coaching notes addressed to them) and `files/` (what they
 * uploaded, as uploaded). Built as it downloads. The export is on the audit trail.
 */
import { valuesOfPerson } from "@/server/assessments/values-of-person";
import { recordAuditBy } from "@/server/audit/record-audit";
import { chatsOfPerson } from "@/server/chats/lists/chats-of-person";
import { notesForPerson } from "@/server/coaching-notes/notes-for-person";
import { filesOfPerson } from "@/server/files/files-of-person";
import { goalsOfPerson } from "@/server/goals/goals-of-person";
import type { RequestContext } from "@/server/http/context";
import { journalsOfPerson } from "@/server/journals/journals-of-person";
import { getMe } from "@/server/users/get-me";
import { type ZipEntry, zipStream } from "./zip-stream";

/** A file's place in the archive: its id keeps two files of one name apart. */
export function archivePath(file: { _id: string; name: string }): string {
  const name = file.name.replace(/[/\\]/g, "_").replace(/^\.+/, "_") || "file";
  return `files/${file._id}-${name}`;
}

export async function exportMyData(ctx: RequestContext, now = new Date()): Promise<Response> {
  const userId = ctx.user._id;
  const [account, journals, goals, chats, assessments, coachingNotes, files] = await Promise.all([
    getMe(ctx),
    journalsOfPerson(userId),
    goalsOfPerson(userId),
    chatsOfPerson(userId),
    valuesOfPerson(userId),
    notesForPerson(userId),
    filesOfPerson(userId),
  ]);
  const data = {
    exportedAt: now.toISOString(),
    account,
    journals,
    goals,
    chats,
    assessments,
    coachingNotes,
    files: files.map((f) => ({ ...f.reference, archivePath: archivePath(f.reference) })),
  };
  const json = new TextEncoder().encode(JSON.stringify(data, null, 2));
  const entries: ZipEntry[] = [
    { name: "data.json", compress: true, bytes: async () => json },
    ...files.map((f) => ({ name: archivePath(f.reference), compress: false, bytes: () => f.bytes() })),
  ];
  await recordAuditBy(ctx, "data-exported", { targetUserId: userId, details: { files: files.length } });
  const day = now.toISOString().slice(0, 10);
  return new Response(zipStream(entries), {
    status: 200,
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="my-data-${day}.zip"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
