/**
 * State a test sets straight in the database, one function per table: flags and dates no endpoint sets (a join
 * date in the past, a claim a dead run left), or state the test needs without the side effects of the endpoint
 * that sets it (closing a chat through the API also summarises it). Records are made by the builders of
 * records.ts and fixtures.ts; an API test writes to the database only through these.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

export const setUser = (id: string, data: Prisma.UserUncheckedUpdateInput) =>
  db.user.update({ where: { id }, data });

/** Several people at once (`where` a User where-clause). */
export const setUsers = (where: Prisma.UserWhereInput, data: Prisma.UserUncheckedUpdateManyInput) =>
  db.user.updateMany({ where, data });

export const setChat = (id: string, data: Prisma.ChatUncheckedUpdateInput) =>
  db.chat.update({ where: { id }, data });

export const setMessage = (id: string, data: Prisma.MessageUncheckedUpdateInput) =>
  db.message.update({ where: { id }, data });

export const setMessages = (where: Prisma.MessageWhereInput, data: Prisma.MessageUncheckedUpdateManyInput) =>
  db.message.updateMany({ where, data });

export const setOrganization = (id: string, data: Prisma.OrganizationUncheckedUpdateInput) =>
  db.organization.update({ where: { id }, data });

export const setTeam = (id: string, data: Prisma.TeamUncheckedUpdateInput) =>
  db.team.update({ where: { id }, data });

export const setAgent = (id: string, data: Prisma.AgentUncheckedUpdateInput) =>
  db.agent.update({ where: { id }, data });

export const setJournal = (id: string, data: Prisma.JournalEntryUncheckedUpdateInput) =>
  db.journalEntry.update({ where: { id }, data });

/** A person's details, found by the person's id. */
export const setUserDetails = (userId: string, data: Prisma.UserDetailsUncheckedUpdateInput) =>
  db.userDetails.update({ where: { userId }, data });

/** A person's details set to `fields`, whether or not the person had details. */
export const giveDetails = (userId: string, fields: Omit<Prisma.UserDetailsUncheckedCreateInput, "userId">) =>
  db.userDetails.upsert({ where: { userId }, create: { userId, ...fields }, update: fields });
