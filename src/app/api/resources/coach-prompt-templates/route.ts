import { resources } from "@/lib/api/endpoints/resources";
import { endpoint } from "@/server/http/endpoint";
import { createCoachPromptTemplate } from "@/server/resources/write-resources";

export const POST = endpoint(resources.createCoachPromptTemplate, (ctx, { body }) =>
  createCoachPromptTemplate(ctx, body),
);
