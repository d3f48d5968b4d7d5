import { users } from "@/lib/contracts/users/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { listAnnotations } from "@/server/users/annotations/list-annotations";

export const POST = endpoint(users.annotations, (ctx, { body }) => listAnnotations(ctx, body));
