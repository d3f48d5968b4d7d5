/**
 * Stores one message in a chat, in one statement (every chat turn stores two while the model thinks; as Prisma's
 * transaction of five queries it kept the server busy enough to delay other turns, see src/server/sql.ts):
 * - the next number in the chat (chat.messagesNumber + 1, taken under the chat row's lock, so concurrent sends
 *   never share a number), the chat's lastMessage and lastMessageAt;
 * - unreadMessagesByUser +1 for every participant but the sender, and 0 for the sender, who has read the chat up
 *   to their own message; changed inside the locked row, so a concurrent count is never lost;
 * - the files attached.
 * Publishes nothing: callers decide which event the message is part of. A chat that no longer exists answers
 * 'Chat not found'; a second message with the same idFromClient fails on the unique index (isUniqueViolation).
 */
import type { Prisma } from "@/generated/prisma/client";
import type { MessageRole } from "@/generated/prisma/enums";
import { notFound } from "@/lib/errors";
import { filesJsonSql } from "@/server/files/files-json-sql";
import { LINKS } from "@/server/links";
import { type SqlStatement, sqlRows } from "@/server/sql";

const { chatUsers: CU, chatAdmins: CA, fileToMessage: FM } = LINKS;

export interface NewMessage {
  role: MessageRole;
  content: string;
  userId?: string | null;
  agentId?: string | null;
  idFromClient?: string | null;
  replyToMessageId?: string | null;
  metaContent?: Prisma.InputJsonValue;
  details?: Prisma.InputJsonValue;
  files?: string[];
  /** A later version of a message (versions.ts): the first version's id. */
  versionOf?: string | null;
}

/** The row as Prisma reads it with messageInclude (message-document.ts), so every caller handles one shape. */
export type StoredMessage = {
  id: string;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  chatId: string;
  userId: string | null;
  agentId: string | null;
  role: MessageRole;
  name: string | null;
  content: string;
  justification: string | null;
  metaContent: Prisma.JsonValue;
  audioGenerated: boolean;
  details: Prisma.JsonValue | null;
  model: string | null;
  responseId: string | null;
  replyToMessageId: string | null;
  number: number | null;
  idFromClient: string | null;
  versionOf: string | null;
  inactiveBranch: string | null;
  /** The attached File rows (as JSON: dates are strings), in upload order. */
  files: Record<string, unknown>[];
};

/** A message row `m` as StoredMessage spells it, but for `files` (reply-writes.ts reads the same columns). */
export const MESSAGE_COLUMNS = `m.id, m."__v" as version, m."createdAt" at time zone 'UTC' as "createdAt",
         m."updatedAt" at time zone 'UTC' as "updatedAt", m."chatId", m."userId", m."agentId", m.role::text as role,
         m.name, m.content, m.justification, m."metaContent", m."audioGenerated", m.details, m.model,
         m."responseId", m."replyToMessageId", m.number, m."idFromClient", m."versionOf", m."inactiveBranch"`;

// Dates are written and read as UTC explicitly: the columns are timestamps without a zone holding UTC (Prisma's
// convention), and neither the session's nor this process's time zone may shift them.
const STORE: SqlStatement = {
  name: "store-message",
  text: `
  with ids as (
    select object_id() as id, (now() at time zone 'UTC')::timestamp(3) as at
  ),
  participants as (
    select cu.${CU.user} as id from ${CU.table} cu where cu.${CU.chat} = $1
    union
    select ca.${CA.user} from ${CA.table} ca where ca.${CA.chat} = $1
  ),
  chat as (
    update "Chat" c
       set "messagesNumber" = c."messagesNumber" + 1,
           "lastMessageId" = ids.id,
           "lastMessageAt" = ids.at,
           "unreadMessagesByUser" = c."unreadMessagesByUser" || coalesce((
             select jsonb_object_agg(
                      p.id,
                      case when p.id = $4 then 0
                           else coalesce((c."unreadMessagesByUser" ->> p.id)::int, 0) + 1 end)
               from participants p
           ), '{}'::jsonb),
           "updatedAt" = ids.at,
           "__v" = c."__v" + 1
      from ids
     where c.id = $1
    returning c."messagesNumber" as number
  ),
  message as (
    insert into "Message" (id, "createdAt", "updatedAt", "chatId", role, content, "userId", "agentId",
                           "idFromClient", "replyToMessageId", "metaContent", details, number, "versionOf")
    select ids.id, ids.at, ids.at, $1, $2::"MessageRole", $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, chat.number, $11
      from ids, chat
    returning *
  ),
  attached as (
    insert into ${FM.table} (${FM.file}, ${FM.message})
    select f, message.id from message, unnest($10::text[]) f
  )
  select ${MESSAGE_COLUMNS},
         ${filesJsonSql((id) => `${id} = any($10::text[])`)} as files
    from message m`,
};

export async function storeMessage(chatId: string, message: NewMessage): Promise<StoredMessage> {
  const json = (value: Prisma.InputJsonValue | undefined) =>
    value === undefined ? null : JSON.stringify(value);
  const [row] = await sqlRows<StoredMessage>(STORE, [
    chatId,
    message.role,
    message.content,
    message.userId ?? null,
    message.agentId ?? null,
    message.idFromClient ?? null,
    message.replyToMessageId ?? null,
    json(message.metaContent ?? []),
    json(message.details),
    message.files ?? [],
    message.versionOf ?? null,
  ]);
  if (!row) throw notFound("Chat");
  return row;
}
