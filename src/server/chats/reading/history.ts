import type { z } from "zod";
import type { historyQuerySchema } from "@/lib/contracts/chats/schemas";
import { recordAuditBy } from "@/server/audit/record-audit";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { canViewHiddenInfo, findReadableChat } from "../scope";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";
import { versionsOf } from "../versions/versions";
import { messageDocument, messageInclude } from "./message-document";

/**
 * GET /chats/history — one page of a readable chat's messages on its active branch (active-branch.ts): the
 * `limit` messages before message number `before` (or the latest), answered oldest first, each with its versions
 * where it has several. System and developer messages and hidden fields only for
 * callers with canViewChatHiddenInfo.
 */
export async function chatHistory(ctx: RequestContext, query: z.infer<typeof historyQuerySchema>) {
  await findReadableChat(ctx, query.chatId);
  const hidden = canViewHiddenInfo(ctx);
  const rows = await db.message.findMany({
    where: {
      chatId: query.chatId,
      ...ON_ACTIVE_BRANCH,
      ...(query.before ? { number: { lt: query.before } } : {}),
      ...(hidden ? {} : { role: { in: ["user", "assistant"] } }),
    },
    orderBy: [{ number: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    include: {
      ...messageInclude,
      feedback: { where: { userId: ctx.user._id }, select: { rating: true, comment: true } },
    },
  });
  // Who read what the athlete does not see (instructions, the brief, timings) is on the audit trail.
  if (hidden) await recordAuditBy(ctx, "hidden-info-viewed", { target: { type: "chat", id: query.chatId } });
  const hasMore = rows.length > query.limit;
  const page = rows.slice(0, query.limit).reverse();
  const versions = await versionsOf(query.chatId, page);
  const messages = page.map((row) => {
    const doc = messageDocument(row, { hidden });
    const of = versions.get(row.id);
    return of ? { ...doc, versions: of } : doc;
  });
  return { messages, hasMore };
}
