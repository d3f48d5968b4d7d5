import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateResources } from "@/server/resources/read-resources";

export const POST = endpoint(resources.paginate, (ctx, { body }) => paginateResources(ctx, body));
