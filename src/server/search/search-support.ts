import type { ListQuery } from "@/lib/contracts/list-query";

/** Prisma's `contains` passes LIKE wildcards through; typed text means itself. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The first page of a list query that searches `q` (in `fields`, else every searchable field). */
export function firstPage(q: string, limit: number, fields?: string[]): ListQuery {
  return { page: 1, limit, filters: {}, searchQuery: q, ...(fields ? { searchFields: fields } : {}) };
}

export const text = (value: unknown): string =>
  typeof value === "string" ? value : value === null || value === undefined ? "" : String(value);
