import { resourceQuerySchema } from "@/lib/contracts/resources";
import { endpoint } from "@/server/http/endpoint";
import { findResource } from "@/server/resources/read-resources";

export const POST = endpoint("POST /resources/find", { body: resourceQuerySchema }, (ctx, { body }) =>
  findResource(ctx, body),
);
