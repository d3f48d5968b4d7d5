import { chats } from "@/lib/contracts/chats/endpoints";
import { clearFeedback } from "@/server/chats/feedback/clear-feedback";
import { giveFeedback } from "@/server/chats/feedback/give-feedback";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(chats.giveFeedback, (ctx, { params, body }) =>
  giveFeedback(ctx, params.id, body),
);

export const DELETE = endpoint(chats.clearFeedback, (ctx, { params }) => clearFeedback(ctx, params.id));
