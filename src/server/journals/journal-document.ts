/** Journal entry rows in the §3 document shape: `_id`, `__v`, `user`, `organization`, and `teams` as an id list. */

import { pick } from "es-toolkit";
import type { Prisma } from "@/generated/prisma/client";
import type { Sendable } from "@/lib/api/define";
import type { JournalDocument } from "@/lib/contracts/journals/schemas";

/** Teams are read as an id list, the way §3 stores references. */
export const journalInclude = { teams: { select: { id: true } } } satisfies Prisma.JournalEntryInclude;

/** A journal entry as read with `journalInclude`. */
export type JournalRow = Prisma.JournalEntryGetPayload<{ include: typeof journalInclude }>;

export function journalDocument(row: JournalRow): Sendable<JournalDocument> {
  return {
    _id: row.id,
    __v: row.version,
    ...pick(row, [
      "title",
      "text",
      "images",
      "date",
      "draft",
      "assessed",
      "shouldAssess",
      "assessedAt",
      "number",
    ]),
    user: row.userId,
    teams: row.teams.map((t) => t.id),
    organization: row.organizationId,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
