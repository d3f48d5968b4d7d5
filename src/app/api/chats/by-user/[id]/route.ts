import { byUserQuerySchema } from "@/lib/contracts/chats";
import { idParams } from "@/lib/contracts/common";
import { chatsByUser } from "@/server/chats/chats-by-user";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(
  "GET /chats/by-user/{id}",
  { params: idParams, query: byUserQuerySchema },
  (ctx, { params, query }) => chatsByUser(ctx, params.id, query),
);
