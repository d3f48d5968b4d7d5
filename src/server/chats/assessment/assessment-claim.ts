/**
 * The "assessed" flag of a chat as the assessments domain claims it: a chat is assessable once closed, and
 * finishing also stores its areas to focus (the protocol: src/server/assessed-claim.ts).
 */
import { Prisma } from "@/generated/prisma/client";
import type { AreaToFocus } from "@/lib/contracts/assessments/schemas";
import { type AssessedTable, claimAssessed, finishAssessed, unclaimAssessed } from "@/server/assessed-claim";
import type { DbTransaction } from "@/server/db";

const CHATS: AssessedTable = { table: "Chat", assessable: Prisma.sql`closed = true` };

export const claimChatAssessment = (id: string, staleAfterSeconds: number) =>
  claimAssessed(CHATS, id, staleAfterSeconds);

export const unclaimChatAssessment = (id: string, token: string) => unclaimAssessed(CHATS, id, token);

export const finishChatAssessment = (
  tx: DbTransaction,
  id: string,
  token: string,
  areasToFocus: AreaToFocus[],
) =>
  finishAssessed(tx, CHATS, id, token, Prisma.sql`, "areasToFocus" = ${JSON.stringify(areasToFocus)}::jsonb`);
