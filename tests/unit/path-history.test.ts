import { describe, expect, it } from "vitest";
import { EMPTY_PATH_HISTORY, isFirstPageOf, visitPath } from "@/lib/path-history";

describe("current and previous path (§2)", () => {
  it("keeps the current and the previous full path", () => {
    let h = visitPath(EMPTY_PATH_HISTORY, "/dashboard");
    expect(h).toEqual({ current: "/dashboard", previous: null });
    h = visitPath(h, "/dashboard/users?searchQuery=al");
    expect(h).toEqual({ current: "/dashboard/users?searchQuery=al", previous: "/dashboard" });
    expect(visitPath(h, "/dashboard/users?searchQuery=al")).toBe(h);
  });

  it("ignores a path equal to the previous one plus the query page=1", () => {
    const h = visitPath(visitPath(EMPTY_PATH_HISTORY, "/dashboard"), "/dashboard/users");
    expect(visitPath(h, "/dashboard/users?page=1")).toBe(h);
    const q = visitPath(h, "/dashboard/users?sortBy=name");
    expect(visitPath(q, "/dashboard/users?sortBy=name&page=1")).toBe(q);
    expect(visitPath(q, "/dashboard/users?page=1&sortBy=name")).toBe(q);
  });

  it("records other page changes", () => {
    const h = visitPath(EMPTY_PATH_HISTORY, "/dashboard/users");
    expect(visitPath(h, "/dashboard/users?page=2").current).toBe("/dashboard/users?page=2");
    expect(isFirstPageOf("/dashboard/teams?page=1", "/dashboard/users")).toBe(false);
    expect(isFirstPageOf("/dashboard/users?page=1", "/dashboard/users?page=2")).toBe(false);
    expect(isFirstPageOf("/dashboard/users?page=1&x=1", "/dashboard/users")).toBe(false);
  });
});
