import { resourcePaginateSchema } from "@/lib/contracts/resources";
import { endpoint } from "@/server/http/endpoint";
import { paginateResources } from "@/server/resources/read-resources";

export const POST = endpoint("POST /resources/paginate", { body: resourcePaginateSchema }, (ctx, { body }) =>
  paginateResources(ctx, body),
);
