import type { ListQuery, Page } from "@/lib/contracts/list-query";
import { LIST_COUNT_CAP } from "./count-cap";
import { buildListArgs, type ListSpec } from "./list-spec";

/** The slice of a Prisma model delegate that paging needs. */
interface Pageable<Row> {
  findMany(args: {
    where: object;
    orderBy: object[];
    skip: number;
    take: number;
    include?: object;
  }): PromiseLike<Row[]>;
  count(args: { where: object; take?: number }): PromiseLike<number>;
}

/** A list's total: exact up to LIST_COUNT_CAP, else the cap and `isLowerBound` (more rows than that match). */
export interface PageTotal {
  count: number;
  isLowerBound: boolean;
}

/**
 * Counts with `countUpTo(n)`, which must stop after n rows (Prisma's `count({ where, take })`, or
 * `select count(*) from (select 1 … limit n)`), so that the count reads at most LIST_COUNT_CAP + 1 rows.
 */
export async function boundedCount(countUpTo: (take: number) => PromiseLike<number>): Promise<PageTotal> {
  const n = await countUpTo(LIST_COUNT_CAP + 1);
  return n > LIST_COUNT_CAP
    ? { count: LIST_COUNT_CAP, isLowerBound: true }
    : { count: n, isLowerBound: false };
}

type PageQuery = Pick<ListQuery, "page" | "limit">;

/**
 * The total a page reports: `total` as counted, except that the last page of a list longer than the cap finishes
 * the count itself (its rows end the list), so that page and the ones before it say the exact total.
 */
function totalOf(total: number | PageTotal, docs: number, query: PageQuery, hasMore?: boolean): PageTotal {
  const counted = typeof total === "number" ? { count: total, isLowerBound: false } : total;
  if (counted.isLowerBound && hasMore === false && docs > 0) {
    return { count: (query.page - 1) * query.limit + docs, isLowerBound: false };
  }
  return counted;
}

/**
 * The §3 page envelope. `total` is an exact count, or a PageTotal; `hasMore` (the page query read one row past
 * the page) says whether a next page exists when the total cannot.
 */
export function pageOf<T>(
  docs: T[],
  total: number | PageTotal,
  query: PageQuery,
  hasMore?: boolean,
): Page<T> {
  const { count, isLowerBound } = totalOf(total, docs.length, query, hasMore);
  const counted = Math.max(1, Math.ceil(count / query.limit));
  const hasNextPage = isLowerBound ? (hasMore ?? query.page * query.limit < count) : query.page < counted;
  // Past the counted rows, the pages known are the counted ones and, when there is one, the next.
  const totalPages = isLowerBound ? Math.max(counted, hasNextPage ? query.page + 1 : 1) : counted;
  const hasPrevPage = query.page > 1;
  return {
    docs,
    totalDocs: count,
    totalIsLowerBound: isLowerBound,
    limit: query.limit,
    page: query.page,
    totalPages,
    hasNextPage,
    hasPrevPage,
    nextPage: hasNextPage ? query.page + 1 : null,
    prevPage: hasPrevPage ? query.page - 1 : null,
    pagingCounter: (query.page - 1) * query.limit + 1,
  };
}

/** Reads one row past the page: whether a next page exists, without a count. */
export function splitExtraRow<T>(rows: T[], limit: number): { rows: T[]; hasMore: boolean } {
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}

/** Runs one List query over a model: the page of documents and its bounded total (boundedCount). */
export async function paginate<Row, Doc>(
  model: Pageable<Row>,
  query: ListQuery,
  spec: ListSpec,
  options: { scope: Record<string, unknown>; include?: object; toDoc: (row: Row) => Doc },
): Promise<Page<Doc>> {
  const args = buildListArgs(query, spec, options.scope);
  const [found, total] = await Promise.all([
    model.findMany({ ...args, take: args.take + 1, include: options.include }),
    boundedCount((take) => model.count({ where: args.where, take })),
  ]);
  const { rows, hasMore } = splitExtraRow(found, query.limit);
  return pageOf(rows.map(options.toDoc), total, query, hasMore);
}
