import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createResource } from "@/server/resources/write-resources";

export const POST = endpoint(resources.create, (ctx, { body }) => createResource(ctx, body));
