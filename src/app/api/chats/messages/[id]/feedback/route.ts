import { messageFeedbackSchema } from "@/lib/contracts/chats";
import { idParams } from "@/lib/contracts/common";
import { clearFeedback } from "@/server/chats/feedback/clear-feedback";
import { giveFeedback } from "@/server/chats/feedback/give-feedback";
import { endpoint } from "@/server/http/endpoint";

export const PUT = endpoint(
  "PUT /chats/messages/{id}/feedback",
  { params: idParams, body: messageFeedbackSchema },
  (ctx, { params, body }) => giveFeedback(ctx, params.id, body),
);

export const DELETE = endpoint(
  "DELETE /chats/messages/{id}/feedback",
  { params: idParams },
  (ctx, { params }) => clearFeedback(ctx, params.id),
);
