import { expect, it } from "vitest";
import { ENDPOINT_LIST } from "@/lib/api/endpoint-table";
import { idParams } from "@/lib/contracts/common";

// The path parameter of an entry comes from its key: a path with {id} parses it as an ObjectId, and only such a
// path has a parameter to parse.
it("gives every entry with {id} in its path the id parameter, and no other entry a parameter", () => {
  const wrong = ENDPOINT_LIST.filter((entry) =>
    entry.path.includes("{id}") ? entry.params !== idParams : entry.params !== undefined,
  ).map((entry) => entry.key);
  expect(wrong).toEqual([]);
  expect(ENDPOINT_LIST.filter((entry) => entry.path.includes("{id}")).length).toBe(55);
});
