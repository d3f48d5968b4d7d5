/** Teams (§7): the groups of an organisation, with their members. */
import { idParams, membersSchema } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  createTeamSchema,
  teamDocSchema,
  teamWithMembersDocSchema,
  updateTeamSchema,
} from "@/lib/contracts/teams";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Teams";

export const teams = {
  create: defineEndpoint({
    method: "POST",
    path: "/teams",
    rule: "adminsOnly",
    tag,
    summary: "Create a team in the caller's organisation, with its first members",
    kind: "json",
    body: createTeamSchema,
    response: teamWithMembersDocSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/teams/{id}",
    rule: "coachesAndAdmins",
    tag,
    summary: "Update a team (a coach only the teams they are in)",
    kind: "json",
    params: idParams,
    body: updateTeamSchema,
    response: teamWithMembersDocSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/teams/{id}",
    rule: "adminsOnly",
    tag,
    summary: "Delete a team (its members stay); answers the deleted team",
    kind: "json",
    params: idParams,
    response: teamDocSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/teams/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "One team the caller may see, with the members they may see",
    kind: "json",
    params: idParams,
    response: teamWithMembersDocSchema,
  }),
  updateMembers: defineEndpoint({
    method: "PUT",
    path: "/teams/{id}/members",
    rule: "adminsOnly",
    tag,
    summary: "Add users of the team's organisation to a team or remove them",
    kind: "json",
    params: idParams,
    body: membersSchema,
    response: teamWithMembersDocSchema,
  }),
  paginate: defineEndpoint({
    method: "POST",
    path: "/teams/paginate",
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the teams the caller may see in the context organisation",
    kind: "json",
    body: listQuerySchema,
    response: pageOf(teamDocSchema),
  }),
};
