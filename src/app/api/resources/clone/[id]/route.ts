import { idParams } from "@/lib/contracts/common";
import { endpoint } from "@/server/http/endpoint";
import { cloneResource } from "@/server/resources/write-resources";

export const POST = endpoint(
  "POST /resources/clone/{id}",
  { params: idParams },
  (ctx, { params }) => cloneResource(ctx, params.id),
  { status: 201 },
);
