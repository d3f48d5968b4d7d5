import type { Prisma } from "@/generated/prisma/client";
import { GOAL_KEYWORDS } from "@/lib/constants";
import type { ListQuery } from "@/lib/contracts/list-query";
import { AppError } from "@/lib/errors";
import { ID_PATTERN } from "@/lib/ids";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { paginate } from "@/server/list/paginate";
import { type GoalRow, goalDocument, goalInclude } from "./goal-document";
import { goalsListSpec } from "./list-spec";
import { visibleGoals } from "./scope";

function invalid(path: string, message = "Invalid filter value"): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path, message }] });
}

/** `in-progress` (API) → `in_progress` (Prisma) wherever a status filter holds it. */
function mapStatus(value: unknown): unknown {
  if (value === "in-progress") return "in_progress";
  if (Array.isArray(value)) return value.map(mapStatus);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([op, v]) => [op, mapStatus(v)]));
  }
  return value;
}

function teamClause(value: unknown): Prisma.GoalWhereInput {
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || !list.every((v) => typeof v === "string" && ID_PATTERN.test(v))) {
    throw invalid("filters.team");
  }
  const ids = (list as string[]).map((v) => v.toLowerCase());
  return { user: { teams: { some: { id: { in: ids } } } } };
}

function keywordsClause(value: unknown): Prisma.GoalWhereInput {
  const list = Array.isArray(value) ? value : [value];
  if (!list.every((v) => typeof v === "string" && (GOAL_KEYWORDS as readonly string[]).includes(v))) {
    throw invalid("filters.keywords");
  }
  return { keywords: { hasSome: list } };
}

/**
 * POST /goals/paginate: the goals the caller may see (their own; a coach's teams' users; an admin's organisation),
 * narrowed by the filters user, team (goals of that team's members), organization, status, priority, keywords
 * (any of them); search over title, target, motivation; sort by deadlineDate, createdAt, progress, priority,
 * title (and the other sortable fields of the list spec).
 */
export function paginateGoals(ctx: RequestContext, query: ListQuery) {
  const { team, keywords, status, ...filters } = query.filters;
  const extra: Prisma.GoalWhereInput[] = [];
  if (team !== undefined) extra.push(teamClause(team));
  if (keywords !== undefined) extra.push(keywordsClause(keywords));
  const mapped = status === undefined ? filters : { ...filters, status: mapStatus(status) };
  return paginate(db.goal, { ...query, filters: mapped }, goalsListSpec, {
    scope: { AND: [visibleGoals(ctx), ...extra] },
    include: goalInclude,
    toDoc: (row) => goalDocument(row as unknown as GoalRow),
  });
}
