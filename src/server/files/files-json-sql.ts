/**
 * File rows as one JSON array (every column; dates as strings), oldest upload first, '[]' when none: an SQL
 * expression for the statements that store a message and finish a reply in one round trip (store-message.ts and
 * reply-writes.ts in src/server/chats/send; src/server/sql.ts says why those are plain SQL).
 * `fileIdMatches` is given the SQL name of a file's id and answers the condition the files must meet.
 */
export function filesJsonSql(fileIdMatches: (fileId: string) => string): string {
  return `coalesce((select json_agg(f order by f."createdAt") from "File" f where ${fileIdMatches("f.id")}),
                  '[]'::json)`;
}
