import { describe, expect, it } from "vitest";
import { toDocument } from "@/server/http/document";

describe("document shape", () => {
  it("renames id, version and foreign keys to the spec's names", () => {
    const at = new Date("2026-01-01T00:00:00Z");
    expect(
      toDocument({
        id: "1",
        version: 3,
        createdAt: at,
        organizationId: "o",
        createdById: null,
        firebaseId: "f",
      }),
    ).toEqual({ _id: "1", __v: 3, createdAt: at, organization: "o", createdBy: null, firebaseId: "f" });
  });

  it("prefers a loaded relation over its foreign key, converting nested rows", () => {
    expect(
      toDocument({
        id: "1",
        organizationId: "o",
        organization: { id: "o", name: "Org", version: 0 },
        teams: [{ id: "t", name: "T" }],
      }),
    ).toEqual({
      _id: "1",
      organization: { _id: "o", name: "Org", __v: 0 },
      teams: [{ _id: "t", name: "T" }],
    });
  });

  it("leaves JSON sub-objects without ids alone and can omit fields", () => {
    expect(toDocument({ id: "1", address: { city: "X" }, secret: "s" }, { omit: ["secret"] })).toEqual({
      _id: "1",
      address: { city: "X" },
    });
  });
});
