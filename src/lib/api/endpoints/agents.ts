/** Agents (§3 Agent): the organisation's AI coaches, their settings, assignments and files. */
import { z } from "zod";
import {
  agentDocSchema,
  agentListSchema,
  cloneAgentSchema,
  createAgentSchema,
  updateAgentSchema,
} from "@/lib/contracts/agents";
import { idParams } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Agents";
const agentList = z.array(agentDocSchema);

export const agents = {
  myAgents: defineEndpoint({
    method: "GET",
    path: "/agents/my-agents",
    rule: "anyAuthenticated",
    tag,
    summary: "The active agents the caller may chat with, by name",
    kind: "json",
    response: agentList,
  }),
  create: defineEndpoint({
    method: "POST",
    path: "/agents",
    rule: "coachesAndAdmins",
    tag,
    summary: "Create an agent in the organisation the caller acts in",
    kind: "json",
    body: createAgentSchema,
    response: agentDocSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/agents/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: "Update an agent; assignment and file lists sent replace the stored ones",
    kind: "json",
    params: idParams,
    body: updateAgentSchema,
    response: agentDocSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/agents/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: "Delete an agent; answers the deleted agent",
    kind: "json",
    params: idParams,
    response: agentDocSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/agents/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "One agent of the organisation the caller acts in",
    kind: "json",
    params: idParams,
    response: agentDocSchema,
  }),
  clone: defineEndpoint({
    method: "POST",
    path: "/agents/clone/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: 'Copy an agent as "<name> (copy)", with optional overrides',
    kind: "json",
    params: idParams,
    body: cloneAgentSchema,
    response: agentDocSchema,
    status: 201,
  }),
  paginate: defineEndpoint({
    method: "POST",
    path: "/agents/paginate",
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the agents of the organisation the caller acts in",
    kind: "json",
    body: listQuerySchema,
    response: pageOf(agentDocSchema),
  }),
  list: defineEndpoint({
    method: "POST",
    path: "/agents/list",
    rule: "anyAuthenticated",
    tag,
    summary: "The same agents as paginate, filtered and sorted, without paging",
    kind: "json",
    body: agentListSchema,
    response: agentList,
  }),
};
