/** DELETE /chats/messages/{id}/feedback: takes the caller's own feedback on a reply back (none given: no change). */
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findRatableReply } from "./give-feedback";

export async function clearFeedback(ctx: RequestContext, messageId: string) {
  const message = await findRatableReply(ctx, messageId);
  const { count } = await db.messageFeedback.deleteMany({
    where: { messageId: message.id, userId: ctx.user._id },
  });
  return { message: message.id, deleted: count > 0 };
}
