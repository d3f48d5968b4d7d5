import type { RequestContext } from "@/server/http/context";
import { toDocument } from "@/server/http/document";
import { visibleMembers } from "./visibility";

/** In lists a team carries only its member count (`usersCount`). */
export const teamListInclude = { _count: { select: { users: true } } } as const;

/** A single team also carries the members the caller may see, as {_id, name, email, role, image}. */
export function teamDetailInclude(ctx: RequestContext) {
  return {
    ...teamListInclude,
    users: {
      where: visibleMembers(ctx),
      select: { id: true, name: true, email: true, role: true, image: true },
      orderBy: { name: "asc" },
    },
  } as const;
}

/** `row` is a team read with `teamListInclude` or `teamDetailInclude` (the pager cannot carry that type). */
export function teamDocument(row: Record<string, unknown>) {
  const count = row._count as { users: number };
  return { ...toDocument(row, { omit: ["_count"] }), usersCount: count.users };
}
