/** Goals (§7): a person's goals with their progress notes, and the live list of the caller's own. */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import {
  createGoalSchema,
  GOAL_STREAM_EVENTS,
  goalDocSchema,
  goalStreamQuerySchema,
  updateGoalSchema,
} from "@/lib/contracts/goals/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { goalsRoutes as routes } from "./routes";

const tag = "Goals";
const goalPage = pageSchemaOf(goalDocSchema);

export const goals = {
  create: defineEndpoint(routes.create, {
    rule: "anyAuthenticated",
    tag,
    summary: "Create a goal (the caller's own, or a person's in the coach's or admin's scope)",
    kind: "json",
    body: createGoalSchema,
    response: goalDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "anyAuthenticated",
    tag,
    summary: "Update a goal, or add a progress note to it",
    kind: "json",
    body: updateGoalSchema,
    response: goalDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "anyAuthenticated",
    tag,
    summary: "Delete a goal and its notes; answers the deleted goal",
    kind: "json",
    response: goalDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One goal with its notes",
    kind: "json",
    response: goalDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the goals the caller may see",
    kind: "json",
    body: listQuerySchema,
    response: goalPage,
  }),
  streamList: defineEndpoint(routes.streamList, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "The caller's own goals, live: the first page again whenever one changes (JSON once without SSE)",
    kind: "sse",
    query: goalStreamQuerySchema,
    events: { [GOAL_STREAM_EVENTS.goals]: goalPage },
    response: goalPage,
  }),
};
