import { describe, expect, it } from "vitest";
import {
  aboutBody,
  checkBody,
  detailsValues,
  personalityBody,
  preferencesBody,
  wellbeingBody,
} from "@/components/profile/details-model";
import { dateOut } from "@/lib/api/wire";

/** Any stamp: the values leave the service's dates out. */
const AT = dateOut.parse("2026-01-01T00:00:00.000Z");

describe("profile form bodies (PUT /users/details)", () => {
  it("starts empty without details and sends empty topics and archetypes as null", async () => {
    const v = detailsValues(null);
    expect(aboutBody(v)).toEqual({ preferredName: "", birthDate: null, bio: "", background: "" });
    expect(preferencesBody(v)).not.toHaveProperty("preferredLanguage");
    const body = personalityBody(v);
    expect(body).toMatchObject({
      personalityTraits: [],
      decisionMaking: null,
      personalGrowthFocus: null,
      innerPhilosopher: null,
      innerHero: null,
    });
    expect((await checkBody(body, v)).ok).toBe(true);
  });

  it("reads a document back into values, without the dates the service stamps", () => {
    const v = detailsValues({
      birthDate: dateOut.parse("2001-02-03T00:00:00.000Z"),
      decisionMaking: { title: "Fast", description: "", createdAt: AT, updatedAt: AT },
      innerHero: { name: "Bolt", title: "", description: "", createdAt: AT, updatedAt: AT },
      personalityTraits: [{ title: "Grit", description: "", createdAt: AT, updatedAt: AT }],
    });
    expect(v.birthDate).toBe("2001-02-03");
    const body = personalityBody(v);
    expect(body.decisionMaking).toEqual({ title: "Fast", description: "" });
    expect(body.innerHero).toEqual({ name: "Bolt", title: "", description: "" });
    expect(body.personalityTraits).toEqual([{ title: "Grit", description: "" }]);
  });

  it("leaves out empty life events and traits, and asks for a status when only a description is given", async () => {
    const v = {
      ...detailsValues(null),
      injuryDescription: "Sore knee",
      lifeEvents: [
        { title: "", description: "", when: "" },
        { title: "Moved", description: "", when: "2020" },
      ],
      personalityTraits: [{ title: " ", description: "" }],
    };
    const body = wellbeingBody(v);
    expect(body.lifeEvents).toEqual([{ title: "Moved", description: "", when: "2020" }]);
    expect(personalityBody(v).personalityTraits).toEqual([]);
    const checked = await checkBody(body, v);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors["injuryStatus.value"]).toBe("Field is required");
    const healed = { ...v, injuryValue: "minor-injury" as const };
    expect((await checkBody(wellbeingBody(healed), healed)).ok).toBe(true);
  });

  it("reports the contract's messages on the field paths", async () => {
    const v = {
      ...detailsValues(null),
      innerPhilosopher: { name: "x".repeat(256), title: "", description: "" },
    };
    const checked = await checkBody(personalityBody(v), v);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.errors["innerPhilosopher.name"]).toBe("Must be at most 255 characters");
  });
});
