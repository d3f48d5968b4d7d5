/**
 * The teams of an oracle load (oracle mode, src/server/chats/oracle): which of the requested ones the caller's
 * scope allows, and what the load shows of each.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** Of `ids`, the teams matching `scope` (the caller's oracle scope on teams). */
export function oracleAllowedTeams(ids: string[], scope: Prisma.TeamWhereInput): Promise<{ id: string }[]> {
  return db.team.findMany({ where: { AND: [scope, { id: { in: ids } }] }, select: { id: true } });
}

/** A team as an oracle load shows it: its name, its organisation's name and how many members it has. */
export interface OracleTeam {
  id: string;
  name: string;
  organization: { name: string };
  _count: { users: number };
}

/** The teams `ids`, by name, then id. */
export function oracleTeamRecords(ids: string[]): Promise<OracleTeam[]> {
  return db.team.findMany({
    where: { id: { in: ids } },
    select: {
      id: true,
      name: true,
      organization: { select: { name: true } },
      _count: { select: { users: true } },
    },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
}
