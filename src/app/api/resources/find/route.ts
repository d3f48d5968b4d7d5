import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { findResource } from "@/server/resources/read-resources";

export const POST = endpoint(resources.find, (ctx, { body }) => findResource(ctx, body));
