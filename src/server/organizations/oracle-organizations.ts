/**
 * The organisations of an oracle load (oracle mode, src/server/chats/oracle): which of the requested ones the
 * caller's scope allows, and what the load shows of each.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Of `ids`, the organisations matching `scope` (the caller's oracle scope on organisations). */
export function oracleAllowedOrganizations(
  ids: string[],
  scope: Prisma.OrganizationWhereInput,
): Promise<{ id: string }[]> {
  return db.organization.findMany({ where: { AND: [scope, { id: { in: ids } }] }, select: { id: true } });
}

/** An organisation as an oracle load shows it: its name and how many users and teams it has. */
export interface OracleOrganization {
  id: string;
  name: string;
  _count: { users: number; teams: number };
}

/** The organisations `ids`, by name, then id. */
export function oracleOrganizationRecords(ids: string[]): Promise<OracleOrganization[]> {
  return db.organization.findMany({
    where: { id: { in: ids } },
    select: { id: true, name: true, _count: { select: { users: true, teams: true } } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
