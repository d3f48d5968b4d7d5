import { idParams } from "@/lib/contracts/common";
import { endpoint } from "@/server/http/endpoint";
import { deleteAnnotation } from "@/server/users/annotations/delete-annotation";

export const DELETE = endpoint("DELETE /users/annotations/{id}", { params: idParams }, (ctx, { params }) =>
  deleteAnnotation(ctx, params.id),
);
