import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { addAnnotation } from "@/server/users/annotations/add-annotation";

export const POST = endpoint(users.addAnnotation, (ctx, { body }) => addAnnotation(ctx, body));
