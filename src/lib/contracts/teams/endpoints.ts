/** Teams (§7): the groups of an organisation, with their members. */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { membersSchema } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  createTeamSchema,
  teamDocSchema,
  teamWithMembersDocSchema,
  updateTeamSchema,
} from "@/lib/contracts/teams/schemas";
import { teamsRoutes as routes } from "./routes";

const tag = "Teams";

export const teams = {
  create: defineEndpoint(routes.create, {
    rule: "adminsOnly",
    tag,
    summary: "Create a team in the caller's organisation, with its first members",
    kind: "json",
    body: createTeamSchema,
    response: teamWithMembersDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "coachesAndAdmins",
    tag,
    summary: "Update a team (a coach only the teams they are in)",
    kind: "json",
    body: updateTeamSchema,
    response: teamWithMembersDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "adminsOnly",
    tag,
    summary: "Delete a team (its members stay); answers the deleted team",
    kind: "json",
    response: teamDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One team the caller may see, with the members they may see",
    kind: "json",
    response: teamWithMembersDocSchema,
  }),
  updateMembers: defineEndpoint(routes.updateMembers, {
    rule: "adminsOnly",
    tag,
    summary: "Add users of the team's organisation to a team or remove them",
    kind: "json",
    body: membersSchema,
    response: teamWithMembersDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the teams the caller may see in the context organisation",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(teamDocSchema),
  }),
};
