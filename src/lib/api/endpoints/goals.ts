/** Goals (§7): a person's goals with their progress notes, and the live list of the caller's own. */
import { idParams } from "@/lib/contracts/common";
import {
  createGoalSchema,
  GOAL_STREAM_EVENTS,
  goalDocSchema,
  goalStreamQuerySchema,
  updateGoalSchema,
} from "@/lib/contracts/goals";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Goals";
const goalPage = pageOf(goalDocSchema);

export const goals = {
  create: defineEndpoint({
    method: "POST",
    path: "/goals",
    rule: "anyAuthenticated",
    tag,
    summary: "Create a goal (the caller's own, or a person's in the coach's or admin's scope)",
    kind: "json",
    body: createGoalSchema,
    response: goalDocSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/goals/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "Update a goal, or add a progress note to it",
    kind: "json",
    params: idParams,
    body: updateGoalSchema,
    response: goalDocSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/goals/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "Delete a goal and its notes; answers the deleted goal",
    kind: "json",
    params: idParams,
    response: goalDocSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/goals/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "One goal with its notes",
    kind: "json",
    params: idParams,
    response: goalDocSchema,
  }),
  paginate: defineEndpoint({
    method: "POST",
    path: "/goals/paginate",
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the goals the caller may see",
    kind: "json",
    body: listQuerySchema,
    response: goalPage,
  }),
  streamList: defineEndpoint({
    method: "GET",
    path: "/goals/stream-list",
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
