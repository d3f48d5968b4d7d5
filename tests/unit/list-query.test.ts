import { describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@/lib/constants";
import { listQuerySchema, sortDirection } from "@/lib/contracts/list-query";
import type { AppError } from "@/lib/errors";
import { buildListArgs, type ListSpec } from "@/server/list/list-spec";
import { pageOf } from "@/server/list/paginate";

const spec: ListSpec = {
  defaultSort: { field: "createdAt", order: "desc" },
  fields: {
    name: { column: "name", type: "string", sortable: true, searchable: true },
    email: { column: "email", type: "string", searchable: true },
    role: { column: "role", type: "enum", values: ["admin", "coach", "user"] },
    active: { column: "active", type: "boolean" },
    teams: { column: "teams", type: "id", relationList: true },
    createdAt: { column: "createdAt", type: "date", sortable: true },
  },
};

const parse = (input: unknown) => listQuerySchema.parse(input);
const fieldsOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as AppError).fields?.map((f) => f.path);
  }
  throw new Error("expected a validation error");
};

describe("List query parsing (§3)", () => {
  it("defaults to page 1 and page size 10", () => {
    expect(parse({})).toMatchObject({ page: 1, limit: 10, filters: {} });
  });

  it("accepts numeric strings and refuses page or limit below 1", () => {
    expect(parse({ page: "3", limit: "25" })).toMatchObject({ page: 3, limit: 25 });
    expect(listQuerySchema.safeParse({ page: 0 }).success).toBe(false);
    expect(listQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: 1.5 }).success).toBe(false);
    expect(listQuerySchema.safeParse({ page: "abc" }).success).toBe(false);
  });

  it("caps the page size", () => {
    expect(listQuerySchema.safeParse({ limit: MAX_PAGE_SIZE }).success).toBe(true);
    expect(listQuerySchema.safeParse({ limit: MAX_PAGE_SIZE + 1 }).success).toBe(false);
  });

  it("knows the four sort orders and nothing else", () => {
    expect(
      ["asc", "ascending", "desc", "descending"].map((o) => sortDirection(parse({ sortOrder: o }).sortOrder)),
    ).toEqual(["asc", "asc", "desc", "desc"]);
    expect(listQuerySchema.safeParse({ sortOrder: "up" }).success).toBe(false);
  });
});

describe("List query → Prisma arguments", () => {
  const scope = { organizationId: "o".repeat(24) };

  it("pages with skip/take and sorts by the default with an id tiebreaker", () => {
    const args = buildListArgs(parse({ page: 3, limit: 5 }), spec, scope);
    expect(args.skip).toBe(10);
    expect(args.take).toBe(5);
    expect(args.orderBy).toEqual([{ createdAt: "desc" }, { id: "desc" }]);
  });

  it("sorts by an allowed field, ascending unless told otherwise, and by _id", () => {
    expect(buildListArgs(parse({ sortBy: "name" }), spec, scope).orderBy).toEqual([
      { name: "asc" },
      { id: "asc" },
    ]);
    expect(buildListArgs(parse({ sortBy: "name", sortOrder: "descending" }), spec, scope).orderBy[0]).toEqual(
      {
        name: "desc",
      },
    );
    expect(buildListArgs(parse({ sortBy: "_id" }), spec, scope).orderBy).toEqual([{ id: "asc" }]);
  });

  it("refuses sorting by a field that is not sortable", () => {
    expect(fieldsOf(() => buildListArgs(parse({ sortBy: "email" }), spec, scope))).toEqual(["sortBy"]);
    expect(fieldsOf(() => buildListArgs(parse({ sortBy: "password" }), spec, scope))).toEqual(["sortBy"]);
  });

  it("keeps the caller's scope and adds typed filters", () => {
    const id = "a".repeat(24);
    const { where } = buildListArgs(
      parse({
        filters: { role: ["coach", "user"], active: "true", teams: id, createdAt: { $gte: "2026-01-01" } },
      }),
      spec,
      scope,
    );
    expect(where).toEqual({
      AND: [
        scope,
        { role: { in: ["coach", "user"] } },
        { active: true },
        { teams: { some: { id: { equals: id } } } },
        { createdAt: { gte: new Date("2026-01-01") } },
      ],
    });
  });

  it("refuses unknown filter fields, bad values, bad dates and unknown operators", () => {
    expect(fieldsOf(() => buildListArgs(parse({ filters: { organizationId: "x" } }), spec, scope))).toEqual([
      "filters.organizationId",
    ]);
    expect(fieldsOf(() => buildListArgs(parse({ filters: { role: "root" } }), spec, scope))).toEqual([
      "filters.role",
    ]);
    expect(fieldsOf(() => buildListArgs(parse({ filters: { createdAt: "soon" } }), spec, scope))).toEqual([
      "filters.createdAt",
    ]);
    expect(fieldsOf(() => buildListArgs(parse({ filters: { name: { $where: "1" } } }), spec, scope))).toEqual(
      ["filters.name.$where"],
    );
  });

  it("searches case-insensitively over the searchable fields, or the ones asked for", () => {
    const all = buildListArgs(parse({ searchQuery: "ann" }), spec, scope).where.AND as unknown[];
    expect(all.at(-1)).toEqual({
      OR: [
        { name: { contains: "ann", mode: "insensitive" } },
        { email: { contains: "ann", mode: "insensitive" } },
      ],
    });
    const one = buildListArgs(parse({ searchQuery: "ann", searchFields: ["email"] }), spec, scope).where
      .AND as unknown[];
    expect(one.at(-1)).toEqual({ OR: [{ email: { contains: "ann", mode: "insensitive" } }] });
    expect(
      fieldsOf(() => buildListArgs(parse({ searchQuery: "x", searchFields: ["role"] }), spec, scope)),
    ).toEqual(["searchFields"]);
  });
});

describe("page shape", () => {
  it("reports totals and neighbours", () => {
    expect(pageOf(["a", "b"], 12, { page: 2, limit: 5 })).toEqual({
      docs: ["a", "b"],
      totalDocs: 12,
      totalIsLowerBound: false,
      limit: 5,
      page: 2,
      totalPages: 3,
      hasNextPage: true,
      hasPrevPage: true,
      nextPage: 3,
      prevPage: 1,
      pagingCounter: 6,
    });
    expect(pageOf([], 0, { page: 1, limit: 10 })).toMatchObject({
      totalPages: 1,
      hasNextPage: false,
      hasPrevPage: false,
    });
  });

  it("reports a total counted up to its cap as a lower bound, the next page known from the rows", () => {
    const capped = { count: 1000, isLowerBound: true };
    expect(pageOf(["a"], capped, { page: 1, limit: 10 })).toMatchObject({
      totalDocs: 1000,
      totalIsLowerBound: true,
      totalPages: 100,
      hasNextPage: true,
    });
    // Past the cap: the pages known are this one and the next.
    expect(pageOf(["a"], capped, { page: 150, limit: 10 }, true)).toMatchObject({
      totalIsLowerBound: true,
      totalPages: 151,
      hasNextPage: true,
      nextPage: 151,
    });
    // The last page ends the list, so its total is exact.
    expect(pageOf(["a", "b", "c"], capped, { page: 151, limit: 10 }, false)).toMatchObject({
      totalDocs: 1503,
      totalIsLowerBound: false,
      totalPages: 151,
      hasNextPage: false,
    });
  });
});
