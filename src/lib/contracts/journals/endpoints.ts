/** Journals (§7): a person's journal entries. */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { createJournalSchema, journalDocSchema, updateJournalSchema } from "@/lib/contracts/journals/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { journalsRoutes as routes } from "./routes";

const tag = "Journals";

export const journals = {
  create: defineEndpoint(routes.create, {
    rule: "anyAuthenticated",
    tag,
    summary: "Write a journal entry (the caller's own)",
    kind: "json",
    body: createJournalSchema,
    response: journalDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "anyAuthenticated",
    tag,
    summary: "Update one of the caller's journal entries",
    kind: "json",
    body: updateJournalSchema,
    response: journalDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "anyAuthenticated",
    tag,
    summary: "Delete one of the caller's journal entries; answers the deleted entry",
    kind: "json",
    response: journalDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One journal entry",
    kind: "json",
    response: journalDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of journal entries (the caller's own, or those of users the caller may see)",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(journalDocSchema),
  }),
};
