import { resources } from "@/lib/contracts/resources/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { getResource } from "@/server/resources/read-resources";
import { deleteResource, updateResource } from "@/server/resources/write-resources";

export const GET = endpoint(resources.get, (ctx, { params }) => getResource(ctx, params.id));
export const PUT = endpoint(resources.update, (ctx, { params, body }) =>
  updateResource(ctx, params.id, body),
);
export const DELETE = endpoint(resources.remove, (ctx, { params }) => deleteResource(ctx, params.id));
