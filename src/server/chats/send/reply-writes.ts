/**
 * The writes of a reply while and after it streams (run-reply.ts), as prepared statements: the text so far every
 * few hundred milliseconds, then the final text with its details. Every turn runs them, and as Prisma updates
 * each cost a query compilation on the thread that also serves the next turns (src/server/sql.ts).
 * Both count an update in __v and set updatedAt, as every Prisma update does here (db.ts).
 */

import { filesJsonSql } from "@/server/files/files-json-sql";
import { LINKS } from "@/server/links";
import { type SqlStatement, sqlRows } from "@/server/sql";
import { MESSAGE_COLUMNS, type StoredMessage } from "./store-message";

const FM = LINKS.fileToMessage;

const NOW_UTC = `(now() at time zone 'UTC')::timestamp(3)`;

const WRITE_TEXT: SqlStatement = {
  name: "reply-write-text",
  text: `
  update "Message" set content = $2, "updatedAt" = ${NOW_UTC}, "__v" = "__v" + 1
   where id = $1`,
};

/** The reply's text so far, so a reader of the chat sees it while it streams. */
export async function writeReplyText(messageId: string, text: string): Promise<void> {
  await sqlRows(WRITE_TEXT, [messageId, text]);
}

// The spoken reply's file ($6) is linked in the same statement; a data-modifying CTE's rows are not visible to
// the rest of the statement, so the answer's files add it by id.
const FINISH: SqlStatement = {
  name: "reply-finish",
  text: `
  with updated as (
    update "Message"
       set content = $2, details = $3::jsonb, model = $4, "responseId" = $5,
           "audioGenerated" = "audioGenerated" or $6::text is not null,
           "updatedAt" = ${NOW_UTC}, "__v" = "__v" + 1
     where id = $1
    returning *
  ),
  attached as (
    insert into ${FM.table} (${FM.file}, ${FM.message}) select $6, updated.id from updated where $6::text is not null
  )
  select ${MESSAGE_COLUMNS},
         ${filesJsonSql((id) => `${id} = $6 or ${id} in (select fm.${FM.file} from ${FM.table} fm where fm.${FM.message} = m.id)`)} as files
    from updated m`,
};

export interface ReplyResult {
  content: string;
  details: unknown;
  model: string;
  responseId: string | null;
  /** The spoken reply (generateAudio), attached to the message. */
  audioFileId: string | null;
}

/** The finished reply, answered as storeMessage answers a message. */
export async function finishReply(messageId: string, result: ReplyResult): Promise<StoredMessage> {
  const [row] = await sqlRows<StoredMessage>(FINISH, [
    messageId,
    result.content,
    JSON.stringify(result.details),
    result.model,
    result.responseId,
    result.audioFileId,
  ]);
  if (!row) throw new Error(`reply message ${messageId} is gone`);
  return row;
}
