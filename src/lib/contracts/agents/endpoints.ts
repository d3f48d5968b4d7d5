/** Agents (§3 Agent): the organisation's AI coaches, their settings, assignments and files. */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import {
  agentDocSchema,
  agentListSchema,
  cloneAgentSchema,
  createAgentSchema,
  updateAgentSchema,
} from "@/lib/contracts/agents/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { agentsRoutes as routes } from "./routes";

const tag = "Agents";
const agentList = z.array(agentDocSchema);

export const agents = {
  myAgents: defineEndpoint(routes.myAgents, {
    rule: "anyAuthenticated",
    tag,
    summary: "The active agents the caller may chat with, by name",
    kind: "json",
    response: agentList,
  }),
  create: defineEndpoint(routes.create, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Create an agent in the organisation the caller acts in",
    kind: "json",
    body: createAgentSchema,
    response: agentDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Update an agent; assignment and file lists sent replace the stored ones",
    kind: "json",
    body: updateAgentSchema,
    response: agentDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Delete an agent; answers the deleted agent",
    kind: "json",
    response: agentDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One agent of the organisation the caller acts in",
    kind: "json",
    response: agentDocSchema,
  }),
  clone: defineEndpoint(routes.clone, {
    rule: "coachesAndAdmins",
    tag,
    summary: 'Copy an agent as "<name> (copy)", with optional overrides',
    kind: "json",
    body: cloneAgentSchema,
    response: agentDocSchema,
    status: 201,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the agents of the organisation the caller acts in",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(agentDocSchema),
  }),
  list: defineEndpoint(routes.list, {
    rule: "anyAuthenticated",
    tag,
    summary: "The same agents as paginate, filtered and sorted, without paging",
    kind: "json",
    body: agentListSchema,
    response: agentList,
  }),
};
