import { listAnnotationsSchema } from "@/lib/contracts/annotations";
import { endpoint } from "@/server/http/endpoint";
import { listAnnotations } from "@/server/users/annotations/list-annotations";

export const POST = endpoint("POST /users/annotations", { body: listAnnotationsSchema }, (ctx, { body }) =>
  listAnnotations(ctx, body),
);
