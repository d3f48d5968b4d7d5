import { coachPromptTemplateBodySchema } from "@/lib/contracts/resources";
import { endpoint } from "@/server/http/endpoint";
import { createResource } from "@/server/resources/write-resources";

export const POST = endpoint(
  "POST /resources/coach-prompt-templates",
  { body: coachPromptTemplateBodySchema },
  (ctx, { body }) => createResource(ctx, { ...body, schemaType: "coach-prompt-template" }),
  { status: 201 },
);
