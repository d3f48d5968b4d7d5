/**
 * The "assessed" flag of a journal entry as the assessments domain claims it: an entry is assessable once it is no
 * longer a draft (the protocol: src/server/assessed-claim.ts).
 */
import { Prisma } from "@/generated/prisma/client";
import { type AssessedTable, claimAssessed, finishAssessed, unclaimAssessed } from "@/server/assessed-claim";
import type { DbTransaction } from "@/server/db";

const JOURNALS: AssessedTable = { table: "JournalEntry", assessable: Prisma.sql`draft = false` };

export const claimJournalAssessment = (id: string, staleAfterSeconds: number) =>
  claimAssessed(JOURNALS, id, staleAfterSeconds);

export const unclaimJournalAssessment = (id: string, token: string) => unclaimAssessed(JOURNALS, id, token);

export const finishJournalAssessment = (tx: DbTransaction, id: string, token: string) =>
  finishAssessed(tx, JOURNALS, id, token);
