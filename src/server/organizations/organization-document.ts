import { toDocument } from "@/server/http/document";

/**
 * §3 gives an organisation `users[]` and `teams[]`; an organisation can have thousands of users, so the
 * document carries their counts instead (`usersCount`, `teamsCount`); the lists themselves are
 * POST /users/paginate and POST /teams/paginate.
 */
export const organizationInclude = { _count: { select: { users: true, teams: true } } } as const;

/** `row` is an organisation read with `organizationInclude` (the generic pager cannot carry that type). */
export function organizationDocument(row: Record<string, unknown>) {
  const count = row._count as { users: number; teams: number };
  return { ...toDocument(row, { omit: ["_count"] }), usersCount: count.users, teamsCount: count.teams };
}
