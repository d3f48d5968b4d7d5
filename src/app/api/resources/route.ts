import { createResourceSchema } from "@/lib/contracts/resources";
import { endpoint } from "@/server/http/endpoint";
import { createResource } from "@/server/resources/write-resources";

export const POST = endpoint(
  "POST /resources",
  { body: createResourceSchema },
  (ctx, { body }) => createResource(ctx, body),
  { status: 201 },
);
