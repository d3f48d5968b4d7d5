/** Coaching notes (§7): observations, coach-prompts and feedback for a user or a team. */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import {
  approveDraftSchema,
  coachingNoteDocSchema,
  createCoachingNoteSchema,
  updateCoachingNoteSchema,
} from "@/lib/contracts/coaching-notes/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { coachingNotesRoutes as routes } from "./routes";

const tag = "Coaching notes";

export const coachingNotes = {
  create: defineEndpoint(routes.create, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Write a coaching note for a user or a team in the caller's scope",
    kind: "json",
    body: createCoachingNoteSchema,
    response: coachingNoteDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Update a coaching note (the §4 type rules apply again)",
    kind: "json",
    body: updateCoachingNoteSchema,
    response: coachingNoteDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Delete a coaching note; answers the deleted note",
    kind: "json",
    response: coachingNoteDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One coaching note the caller may see",
    kind: "json",
    response: coachingNoteDocSchema,
  }),
  userPrompts: defineEndpoint(routes.userPrompts, {
    rule: "anyAuthenticated",
    tag,
    summary: "A user's active coach-prompts, oldest first",
    kind: "json",
    response: z.array(coachingNoteDocSchema),
  }),
  approve: defineEndpoint(routes.approve, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Approve an AI draft, as it is or edited (who approved is kept); discarding one is deleting it",
    kind: "json",
    body: approveDraftSchema,
    response: coachingNoteDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the coaching notes the caller may see (or the athlete's feedback inbox)",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(coachingNoteDocSchema),
  }),
};
