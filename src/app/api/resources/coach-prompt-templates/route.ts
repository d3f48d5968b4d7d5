import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createCoachPromptTemplate } from "@/server/resources/write-resources";

export const POST = endpoint(resources.createCoachPromptTemplate, (ctx, { body }) =>
  createCoachPromptTemplate(ctx, body),
);
