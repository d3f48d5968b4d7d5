import { resources } from "@/lib/api/endpoints/resources";
import { endpoint } from "@/server/http/endpoint";
import { findResource } from "@/server/resources/read-resources";

export const POST = endpoint(resources.find, (ctx, { body }) => findResource(ctx, body));
