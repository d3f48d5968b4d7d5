import type { ListQuery, Page } from "@/lib/contracts/list-query";
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
  count(args: { where: object }): PromiseLike<number>;
}

export function pageOf<T>(docs: T[], totalDocs: number, query: Pick<ListQuery, "page" | "limit">): Page<T> {
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
  const hasNextPage = query.page < totalPages;
  const hasPrevPage = query.page > 1;
  return {
    docs,
    totalDocs,
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

/** Runs one List query over a model: the page of documents and the total count. */
export async function paginate<Row, Doc>(
  model: Pageable<Row>,
  query: ListQuery,
  spec: ListSpec,
  options: { scope: Record<string, unknown>; include?: object; toDoc: (row: Row) => Doc },
): Promise<Page<Doc>> {
  const args = buildListArgs(query, spec, options.scope);
  const [rows, total] = await Promise.all([
    model.findMany({ ...args, include: options.include }),
    model.count({ where: args.where }),
  ]);
  return pageOf(rows.map(options.toDoc), total, query);
}
