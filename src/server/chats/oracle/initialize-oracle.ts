/**
 * POST /chats/initialize-oracle: loads data into one of the caller's oracle chats as a developer message whose
 * metaContent holds the loaded data (type 'loaded-data'). Loading again adds a newer message and replaces
 * nothing; the send pipeline uses the latest one. The message is hidden info, so it does not become the chat's
 * `lastMessage` (chat lists show that to everyone in the chat), and only a caller with canViewChatHiddenInfo is
 * answered its text.
 */
import type { z } from "zod";
import type { initializeOracleSchema } from "@/lib/contracts/chats/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { messageDocument, messageInclude } from "../reading/message-document";
import { canViewHiddenInfo, findWritableChat } from "../scope";
import { loadOracleData, type OracleScope } from "./load-oracle-data";

type InitializeOracleInput = z.output<typeof initializeOracleSchema>;

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? "" : "s"}`;
}

/** The message's visible line, e.g. 'Loaded data: 3 users, 1 team, 30 days'. */
export function loadedDataLine(scope: OracleScope): string {
  const parts = [plural(scope.users, "user")];
  if (scope.teams > 0) parts.push(plural(scope.teams, "team"));
  if (scope.organizations > 0) parts.push(plural(scope.organizations, "organization"));
  parts.push(plural(scope.days, "day"));
  const dropped = scope.dropped.users + scope.dropped.teams + scope.dropped.organizations;
  const note = dropped > 0 ? ` (${plural(dropped, "requested item")} outside your scope left out)` : "";
  return `Loaded data: ${parts.join(", ")}${note}`;
}

export async function initializeOracle(ctx: RequestContext, input: InitializeOracleInput) {
  const chat = await findWritableChat(ctx, input.chatId);
  if (chat.mode !== "oracle") {
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "chatId", message: "Data can only be loaded into a chat in oracle mode" }],
    });
  }
  if (chat.closed) throw new AppError("CHAT_CLOSED");

  const data = await loadOracleData(ctx, input.oracleProps ?? { users: [], teams: [], organizations: [] });
  const row = await db.$transaction(async (tx) => {
    // The increment takes the row lock, so concurrent messages of this chat get distinct numbers.
    const { messagesNumber } = await tx.chat.update({
      where: { id: chat.id },
      data: { messagesNumber: { increment: 1 } },
      select: { messagesNumber: true },
    });
    return tx.message.create({
      data: {
        chatId: chat.id,
        role: "developer",
        content: loadedDataLine(data.scope),
        metaContent: [{ type: "loaded-data", content: data.content }],
        details: { oracle: { ...data.scope, loadedBy: ctx.user._id } },
        number: messagesNumber,
      },
      include: messageInclude,
    });
  });
  const hidden = canViewHiddenInfo(ctx);
  const doc = messageDocument(row, { hidden });
  // A developer message is hidden info: without the permission the caller learns that it was stored, not what it
  // says (history leaves it out for them altogether).
  return hidden ? doc : { ...doc, message: "" };
}
