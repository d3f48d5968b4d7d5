import { chats } from "@/lib/contracts/chats/endpoints";
import { listFeedback } from "@/server/chats/feedback/list-feedback";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(chats.feedback, (ctx, { query }) => listFeedback(ctx, query));
