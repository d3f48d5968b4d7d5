import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { cloneResource } from "@/server/resources/write-resources";

export const POST = endpoint(resources.clone, (ctx, { params }) => cloneResource(ctx, params.id));
