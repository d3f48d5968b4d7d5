/** Journals (§7): a person's journal entries. */
import { idParams } from "@/lib/contracts/common";
import { createJournalSchema, journalDocSchema, updateJournalSchema } from "@/lib/contracts/journals";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Journals";

export const journals = {
  create: defineEndpoint({
    method: "POST",
    path: "/journals",
    rule: "anyAuthenticated",
    tag,
    summary: "Write a journal entry (the caller's own)",
    kind: "json",
    body: createJournalSchema,
    response: journalDocSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/journals/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "Update one of the caller's journal entries",
    kind: "json",
    params: idParams,
    body: updateJournalSchema,
    response: journalDocSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/journals/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "Delete one of the caller's journal entries; answers the deleted entry",
    kind: "json",
    params: idParams,
    response: journalDocSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/journals/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "One journal entry",
    kind: "json",
    params: idParams,
    response: journalDocSchema,
  }),
  paginate: defineEndpoint({
    method: "POST",
    path: "/journals/paginate",
    rule: "anyAuthenticated",
    tag,
    summary: "One page of journal entries (the caller's own, or those of users the caller may see)",
    kind: "json",
    body: listQuerySchema,
    response: pageOf(journalDocSchema),
  }),
};
