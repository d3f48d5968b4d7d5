import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteAnnotation } from "@/server/users/annotations/delete-annotation";

export const DELETE = endpoint(users.removeAnnotation, (ctx, { params }) => deleteAnnotation(ctx, params.id));
