import { resourceQuerySchema } from "@/lib/contracts/resources";
import { endpoint } from "@/server/http/endpoint";
import { listResources } from "@/server/resources/read-resources";

export const POST = endpoint("POST /resources/list", { body: resourceQuerySchema }, (ctx, { body }) =>
  listResources(ctx, body),
);
