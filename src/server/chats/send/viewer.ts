/** Who a stream writes for: the documents they get depend on whether they may see hidden info. */

import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { type ChatRow, chatDocument } from "../reading/chat-document";
import { type MessageRow, messageDocument } from "../reading/message-document";
import { canViewHiddenInfo, participantOf } from "../scope";

export interface Viewer {
  userId: string;
  hidden: boolean;
  /** Only participants have an unread count; an admin or coach looking on leaves the counts alone. */
  participant: boolean;
}

export async function viewerOf(ctx: RequestContext, chatId: string): Promise<Viewer> {
  const participant = await db.chat.count({ where: { id: chatId, ...participantOf(ctx.user._id) } });
  return { userId: ctx.user._id, hidden: canViewHiddenInfo(ctx), participant: participant > 0 };
}

/** The viewer of a chat the caller may write to, which they always take part in. */
export function participantViewer(ctx: RequestContext): Viewer {
  return { userId: ctx.user._id, hidden: canViewHiddenInfo(ctx), participant: true };
}

export const messageFor = (row: MessageRow, viewer: Viewer) =>
  messageDocument(row, { hidden: viewer.hidden });

/** `read`: the viewer's unread count was just reset, which the row (read before) does not show yet. */
export function chatFor(row: ChatRow, viewer: Viewer, options: { read?: boolean } = {}) {
  const doc = chatDocument(row, { hidden: viewer.hidden });
  if (options.read && viewer.participant) {
    doc.unreadMessagesByUser = {
      ...((doc.unreadMessagesByUser ?? {}) as Record<string, number>),
      [viewer.userId]: 0,
    };
  }
  return doc;
}
