import { feedbackListQuerySchema } from "@/lib/contracts/chats";
import { listFeedback } from "@/server/chats/feedback/list-feedback";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /chats/feedback", { query: feedbackListQuerySchema }, (ctx, { query }) =>
  listFeedback(ctx, query),
);
