/** Organisations (§7): the tenants, with their address, chat configuration and member and team counts. */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { membersSchema } from "@/lib/contracts/common";
import { listQuerySchema } from "@/lib/contracts/list-query";
import {
  createOrganizationSchema,
  organizationDocSchema,
  updateOrganizationSchema,
} from "@/lib/contracts/organizations/schemas";
import { organizationsRoutes as routes } from "./routes";

const tag = "Organizations";

export const organizations = {
  create: defineEndpoint(routes.create, {
    rule: "mastersOnly",
    tag,
    summary: "Create an organisation (the slug made from the name unless given)",
    kind: "json",
    body: createOrganizationSchema,
    response: organizationDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "adminsOnly",
    tag,
    summary: "Update an organisation (the master flag only by a master admin)",
    kind: "json",
    body: updateOrganizationSchema,
    response: organizationDocSchema,
  }),
  updateMembers: defineEndpoint(routes.updateMembers, {
    rule: "adminsOnly",
    tag,
    summary: "Add users to an organisation or remove them (they leave their teams either way)",
    kind: "json",
    body: membersSchema,
    response: organizationDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "mastersOnly",
    tag,
    summary: "Delete an organisation and its teams (its users stay, without one); answers the deleted one",
    kind: "json",
    response: organizationDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One organisation the caller may see",
    kind: "json",
    response: organizationDocSchema,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the organisations the caller may see (all of them for a master admin)",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(organizationDocSchema),
  }),
};
