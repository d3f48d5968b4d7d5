import { addAnnotationSchema } from "@/lib/contracts/annotations";
import { endpoint } from "@/server/http/endpoint";
import { addAnnotation } from "@/server/users/annotations/add-annotation";

export const POST = endpoint(
  "POST /users/annotations/add",
  { body: addAnnotationSchema },
  (ctx, { body }) => addAnnotation(ctx, body),
  { status: 201 },
);
