import { describe, expect, it } from "vitest";
import {
  applyListChanges,
  type ListParamRules,
  pageKeepingFirstRow,
  pageSizeChoices,
  parseListParams,
} from "@/components/data-table/list-params";

const RULES: ListParamRules = {
  filterKeys: ["role"],
  filterValues: { role: ["user", "coach", "admin"] },
  sortFields: ["name", "email"],
  defaultPageSize: 10,
};
const parse = (qs: string, rules = RULES) => parseListParams(new URLSearchParams(qs), rules);

describe("parseListParams", () => {
  it("reads a shared link's page, size, sort, search and filters", () => {
    expect(parse("page=2&pageSize=20&sortBy=name&sortOrder=desc&q=ann&role=coach")).toEqual({
      page: 2,
      pageSize: 20,
      sortBy: "name",
      sortOrder: "desc",
      search: "ann",
      filters: { role: "coach" },
    });
  });

  it("falls back to the defaults for values the API would refuse", () => {
    expect(parse("page=abc&pageSize=7&sortBy=password&sortOrder=sideways&role=superuser")).toEqual({
      page: 1,
      pageSize: 10,
      search: "",
      filters: {},
    });
    for (const page of ["0", "-3", "1.5", "1e3", "99999999999999999999"])
      expect(parse(`page=${page}`).page).toBe(1);
    expect(parse("pageSize=1000").pageSize).toBe(10);
    expect(parse("pageSize=100").pageSize).toBe(100);
  });

  it("keeps a known sort field with an unreadable order as ascending's default (no order)", () => {
    expect(parse("sortBy=email&sortOrder=up")).toMatchObject({ sortBy: "email", sortOrder: undefined });
  });

  it("cuts a search to the 200 characters the API accepts", () => {
    expect(parse(`q=${"a".repeat(250)}`).search).toHaveLength(200);
  });

  it("accepts any sort field and filter value when the list names none", () => {
    expect(parse("sortBy=anything&drafts=1", { filterKeys: ["drafts"], defaultPageSize: 10 })).toMatchObject({
      sortBy: "anything",
      filters: { drafts: "1" },
    });
  });
});

describe("page size helpers", () => {
  it("offers 10, 20, 50 and 100, plus a list's own default", () => {
    expect(pageSizeChoices(10)).toEqual([10, 20, 50, 100]);
    expect(pageSizeChoices(25)).toEqual([10, 20, 25, 50, 100]);
  });

  it("keeps the first row in view when the size changes", () => {
    expect(pageKeepingFirstRow(3, 10, 20)).toBe(2); // rows 21–30 → 21–40
    expect(pageKeepingFirstRow(2, 20, 10)).toBe(3); // rows 21–40 → 21–30
    expect(pageKeepingFirstRow(1, 10, 100)).toBe(1);
  });

  it("a new sort or search goes back to page 1; paging keeps the rest", () => {
    const params = new URLSearchParams("page=3&q=ann");
    expect(applyListChanges(params, { sortBy: "name" }, false).toString()).toBe("q=ann&sortBy=name");
    expect(applyListChanges(params, { page: "4" }, true).toString()).toBe("page=4&q=ann");
    expect(applyListChanges(params, { q: null }, true).toString()).toBe("page=3");
  });
});
