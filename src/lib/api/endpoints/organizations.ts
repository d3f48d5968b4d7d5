/** Organisations (§7): the tenants, with their address, chat configuration and member and team counts. */
import { idParams, membersSchema } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  createOrganizationSchema,
  organizationDocSchema,
  updateOrganizationSchema,
} from "@/lib/contracts/organizations";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Organizations";

export const organizations = {
  create: defineEndpoint({
    method: "POST",
    path: "/organizations",
    rule: "mastersOnly",
    tag,
    summary: "Create an organisation (the slug made from the name unless given)",
    kind: "json",
    body: createOrganizationSchema,
    response: organizationDocSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/organizations/{id}",
    rule: "adminsOnly",
    tag,
    summary: "Update an organisation (the master flag only by a master admin)",
    kind: "json",
    params: idParams,
    body: updateOrganizationSchema,
    response: organizationDocSchema,
  }),
  updateMembers: defineEndpoint({
    method: "PUT",
    path: "/organizations/{id}/members",
    rule: "adminsOnly",
    tag,
    summary: "Add users to an organisation or remove them (they leave their teams either way)",
    kind: "json",
    params: idParams,
    body: membersSchema,
    response: organizationDocSchema,
  }),
  remove: defineEndpoint({
    method: "DELETE",
    path: "/organizations/{id}",
    rule: "mastersOnly",
    tag,
    summary: "Delete an organisation and its teams (its users stay, without one); answers the deleted one",
    kind: "json",
    params: idParams,
    response: organizationDocSchema,
  }),
  get: defineEndpoint({
    method: "GET",
    path: "/organizations/{id}",
    rule: "anyAuthenticated",
    tag,
    summary: "One organisation the caller may see",
    kind: "json",
    params: idParams,
    response: organizationDocSchema,
  }),
  paginate: defineEndpoint({
    method: "POST",
    path: "/organizations/paginate",
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the organisations the caller may see (all of them for a master admin)",
    kind: "json",
    body: listQuerySchema,
    response: pageOf(organizationDocSchema),
  }),
};
