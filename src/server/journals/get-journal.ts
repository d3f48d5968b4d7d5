import type { RequestContext } from "@/server/http/context";
import { findJournal } from "./find-journal";
import { journalDocument } from "./journal-document";

/** GET /journals/{id} — the owner, and coaches and admins who may see the owner (see scope.ts). */
export async function getJournal(ctx: RequestContext, id: string) {
  return journalDocument(await findJournal(ctx, id, "read"));
}
