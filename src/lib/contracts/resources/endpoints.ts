/**
 * Resources (§3/§7): the instruction store, one set of endpoints for instruction sets, instructions, coach-prompt
 * templates, instruction keys and chat-usage records, told apart by `schemaType`.
 */
import { z } from "zod";
import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import {
  coachPromptTemplateBodySchema,
  coachPromptTemplateDocSchema,
  createResourceSchema,
  resourceDocSchema,
  resourcePaginateSchema,
  resourceQuerySchema,
  updateResourceBodySchema,
} from "@/lib/contracts/resources/schemas";
import { resourcesRoutes as routes } from "./routes";

const tag = "Resources";

export const resources = {
  create: defineEndpoint(routes.create, {
    rule: "anyAuthenticated",
    tag,
    summary: "Create a record of the instruction store (the body's schemaType says which kind)",
    kind: "json",
    body: createResourceSchema,
    response: resourceDocSchema,
    status: 201,
  }),
  createCoachPromptTemplate: defineEndpoint(routes.createCoachPromptTemplate, {
    rule: "anyAuthenticated",
    tag,
    summary: "Create a coach-prompt template",
    kind: "json",
    body: coachPromptTemplateBodySchema,
    response: coachPromptTemplateDocSchema,
    status: 201,
  }),
  update: defineEndpoint(routes.update, {
    rule: "anyAuthenticated",
    tag,
    summary: "Update a record of the instruction store (checked by the stored record's kind)",
    kind: "json",
    body: updateResourceBodySchema,
    response: resourceDocSchema,
  }),
  remove: defineEndpoint(routes.remove, {
    rule: "anyAuthenticated",
    tag,
    summary: "Delete a record (an instruction set with its instructions); answers the deleted record",
    kind: "json",
    response: resourceDocSchema,
  }),
  get: defineEndpoint(routes.get, {
    rule: "anyAuthenticated",
    tag,
    summary: "One record of the instruction store, of whichever kind",
    kind: "json",
    response: resourceDocSchema,
  }),
  clone: defineEndpoint(routes.clone, {
    rule: "anyAuthenticated",
    tag,
    summary:
      'Copy an instruction set (with its instructions), an instruction or a template as "<name> (copy)"',
    kind: "json",
    response: resourceDocSchema,
    status: 201,
  }),
  paginate: defineEndpoint(routes.paginate, {
    rule: "anyAuthenticated",
    tag,
    summary: "One page of the records of one kind (type in the body or in filters)",
    kind: "json",
    body: resourcePaginateSchema,
    response: pageSchemaOf(resourceDocSchema),
  }),
  find: defineEndpoint(routes.find, {
    rule: "anyAuthenticated",
    tag,
    summary: "The first record of one kind matching the filters, or null",
    kind: "json",
    body: resourceQuerySchema,
    response: resourceDocSchema.nullable(),
  }),
  list: defineEndpoint(routes.list, {
    rule: "anyAuthenticated",
    tag,
    summary: "Every record of one kind matching the filters (at most 500)",
    kind: "json",
    body: resourceQuerySchema,
    response: z.array(resourceDocSchema),
  }),
};
