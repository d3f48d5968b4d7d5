import { historyQuerySchema } from "@/lib/contracts/chats";
import { chatHistory } from "@/server/chats/history";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/history", { query: historyQuerySchema }, (ctx, { query }) =>
  chatHistory(ctx, query),
);
