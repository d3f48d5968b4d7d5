import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { listResources } from "@/server/resources/read-resources";

export const POST = endpoint(resources.list, (ctx, { body }) => listResources(ctx, body));
