/**
 * GET /resources/{id}, POST /resources/paginate, /find and /list: anyone, within what each type lets them see
 * (their organisation's configuration; their own chat usage unless admin). The type is required: `type` in the
 * body or in `filters`.
 */

import { fieldIsRequired } from "@/lib/contracts/common";
import type { ListQuery } from "@/lib/contracts/list-query";
import {
  type ResourcePaginateInput,
  type ResourceQueryInput,
  type ResourceType,
  resourceType,
} from "@/lib/contracts/resources/schemas";
import { AppError } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { buildListArgs } from "@/server/list/list-spec";
import { boundedCount, pageOf, splitExtraRow } from "@/server/list/paginate";
import { locate, RESOURCE_MODULES } from "./registry";

/** POST /resources/list answers at most this many records (pages are capped at 100 by the List query). */
export const RESOURCE_LIST_MAX = 500;

export async function getResource(ctx: RequestContext, id: string) {
  const module = await locate(ctx, id);
  return module.detail(id);
}

/** The type from the body or from `filters.type`, and the filters without it. */
function typeAndFilters(input: { type?: ResourceType; filters: Record<string, unknown> }) {
  const { type: filterType, ...filters } = input.filters;
  const raw = input.type ?? filterType;
  if (raw === undefined || raw === null || raw === "")
    throw new AppError("VALIDATION_ERROR", { fields: [{ path: "type", message: fieldIsRequired("Type") }] });
  const parsed = resourceType.safeParse(raw);
  if (!parsed.success)
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "type", message: parsed.error.issues[0]?.message ?? "Invalid type" }],
    });
  return { module: RESOURCE_MODULES[parsed.data], filters };
}

export async function paginateResources(ctx: RequestContext, input: ResourcePaginateInput) {
  const { type: _, ...query } = input;
  const { module, filters } = typeAndFilters(input);
  const listQuery: ListQuery = { ...query, filters };
  const args = buildListArgs(listQuery, module.listSpec, module.scope(ctx));
  const [found, total] = await Promise.all([
    module.findMany({ ...args, take: args.take + 1 }),
    boundedCount((take) => module.count(args.where, take)),
  ]);
  const { rows, hasMore } = splitExtraRow(found, listQuery.limit);
  return pageOf(rows, total, listQuery, hasMore);
}

function queryArgs(ctx: RequestContext, input: ResourceQueryInput, limit: number) {
  const { module, filters } = typeAndFilters(input);
  const query: ListQuery = { page: 1, limit, filters, sortBy: input.sortBy, sortOrder: input.sortOrder };
  return { module, args: buildListArgs(query, module.listSpec, module.scope(ctx)) };
}

/** POST /resources/find: the first match (by the type's default order, or sortBy), or null. */
export async function findResource(ctx: RequestContext, input: ResourceQueryInput) {
  const { module, args } = queryArgs(ctx, input, 1);
  const [doc] = await module.findMany(args);
  return doc ?? null;
}

/** POST /resources/list: every match, at most RESOURCE_LIST_MAX. */
export function listResources(ctx: RequestContext, input: ResourceQueryInput) {
  const { module, args } = queryArgs(ctx, input, RESOURCE_LIST_MAX);
  return module.findMany(args);
}
