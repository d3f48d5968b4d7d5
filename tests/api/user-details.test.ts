import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { signInWithCredentials } from "@/server/auth/sign-in";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { idTokenOf, makeOrganization, makePerson, PASSWORD, type Person } from "../support/fixtures";

let world: Awaited<ReturnType<typeof makeOrganization>>;
let person: Person;
let token: string;

const save = (body: object, as = token) => request(users.updateDetails, { token: as, body });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  world = await makeOrganization();
  person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id], filledIntakeForm: false });
  token = await idTokenOf(person);
});

describe("PUT /users/details", () => {
  it("creates the caller's details on first save and answers them in the spec's spellings", async () => {
    const res = await save({
      bio: "Sprinter",
      birthDate: "2001-02-03",
      injuryStatus: { value: "minor-injury", description: "Sprained ankle" },
      stressTriggers: ["exams", "travel"],
      keyMotivators: ["team"],
      lifeEvents: [{ title: "Moved city", when: "2020" }],
      personalityTraits: [{ title: "Grit", description: "Keeps going" }],
      preferredLanguage: "en-US",
      preferredGender: "non-binary",
      preferredName: "Sam",
      preferredCommunicationTone: "Direct",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      __v: 0,
      user: person.id,
      bio: "Sprinter",
      birthDate: "2001-02-03T00:00:00.000Z",
      injuryStatus: { value: "minor-injury", description: "Sprained ankle" },
      stressTriggers: ["exams", "travel"],
      lifeEvents: [{ title: "Moved city", description: "", when: "2020" }],
      personalityTraits: [
        {
          title: "Grit",
          description: "Keeps going",
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        },
      ],
      preferredLanguage: "en-US",
      preferredGender: "non-binary",
      preferredName: "Sam",
    });
    expect(res.body).not.toHaveProperty("injuryStatusValue");
    expect(res.body).not.toHaveProperty("filledIntakeForm");

    // Stored as the schema's enum values, which @map spells the spec's way in the database.
    const [stored] = await db.$queryRaw<{ injury: string; language: string; gender: string }[]>`
      SELECT "injuryStatusValue"::text AS injury, "preferredLanguage"::text AS language,
             "preferredGender"::text AS gender
      FROM "UserDetails" WHERE "userId" = ${person.id}`;
    expect(stored).toEqual({ injury: "minor-injury", language: "en-US", gender: "non-binary" });

    const me = await request(users.getMe, { token });
    expect(me.body.details).toEqual(res.body);
  });

  it("changes only the fields sent, counts the version and keeps each trait's dates", async () => {
    const before = (await request(users.getMe, { token })).body.details;
    await sleep(5);
    const res = await save({
      bio: "Sprinter and jumper",
      preferredGender: "female",
      personalityTraits: [
        { title: "Grit", description: "Keeps going" },
        { title: "Calm", description: "Under pressure" },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      __v: before.__v + 1,
      bio: "Sprinter and jumper",
      preferredGender: "female",
      preferredLanguage: "en-US",
      injuryStatus: before.injuryStatus,
      stressTriggers: before.stressTriggers,
      birthDate: before.birthDate,
    });
    const [grit, calm] = res.body.personalityTraits;
    expect(grit).toEqual(before.personalityTraits[0]);
    expect(Date.parse(calm.createdAt)).toBeGreaterThan(Date.parse(grit.createdAt));

    await sleep(5);
    const edited = await save({ personalityTraits: [{ title: "Grit", description: "Never stops" }] });
    const [regrit] = edited.body.personalityTraits;
    expect(regrit.createdAt).toBe(grit.createdAt);
    expect(Date.parse(regrit.updatedAt)).toBeGreaterThan(Date.parse(grit.updatedAt));

    const cleared = await save({ injuryStatus: { value: "NA" }, birthDate: null });
    expect(cleared.body).toMatchObject({ injuryStatus: { value: "NA", description: "" }, birthDate: null });
  });

  it("filledIntakeForm: true also marks the user as having filled the intake form", async () => {
    expect((await request(users.getMe, { token })).body.filledIntakeForm).toBe(false);
    const refused = await save({ filledIntakeForm: false });
    expect(refused.body.error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: [{ path: "filledIntakeForm" }],
    });
    expect((await request(users.getMe, { token })).body.filledIntakeForm).toBe(false);

    const done = await save({ filledIntakeForm: true, keyMotivators: ["records"] });
    expect(done.status).toBe(200);
    expect(done.body.keyMotivators).toEqual(["records"]);
    expect((await request(users.getMe, { token })).body.filledIntakeForm).toBe(true);
    const signIn = await signInWithCredentials(person.email, PASSWORD);
    expect(signIn.ok && signIn.user.filledIntakeForm).toBe(true);
  });

  it("refuses the database spellings, bad dates and fields it does not own", async () => {
    const cases: [object, string][] = [
      [{ preferredLanguage: "en_US" }, "preferredLanguage"],
      [{ preferredGender: "non_binary" }, "preferredGender"],
      [{ injuryStatus: { value: "minor_injury" } }, "injuryStatus.value"],
      [{ birthDate: "not a date" }, "birthDate"],
    ];
    for (const [body, path] of cases) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
      expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const badDate = await save({ birthDate: "not a date" });
    expect(badDate.body.error.fields).toContainEqual({ path: "birthDate", message: "Invalid date" });
    for (const body of [{ user: world.athleteA.id }, { routineAssessments: 9 }]) {
      const res = await save(body);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("writes only the caller's own details", async () => {
    const res = await save({ bio: "Coach's own" }, await idTokenOf(world.coach));
    expect(res.body.user).toBe(world.coach.id);
    const mine = (await request(users.getMe, { token })).body.details;
    expect(mine.bio).toBe("Sprinter and jumper");
    expect(await db.userDetails.count({ where: { userId: world.athleteA.id } })).toBe(0);
  });
});

describe("PUT /users/details: topics, inner philosopher and hero", () => {
  const topics = {
    decisionMaking: { title: "Analytical", description: "Weighs the options" },
    conflictResolutionApproach: { title: "Talks it out" },
    copingMechanisms: { title: "Breathing", description: "Box breathing before races" },
    worldView: { title: "Optimist", description: "" },
    corePersonalityTraits: { title: "Driven", description: "Sets high bars" },
    internalConflicts: { title: "Rest vs. work", description: "Feels guilty on rest days" },
    recurringChallenges: { title: "Starts", description: "Slow out of the blocks" },
    personalGrowthFocus: { title: "Patience", description: "Trusting the plan" },
  };
  const philosopher = { name: "Marcus Aurelius", title: "Stoic", description: "Control what you can" };

  let other: Person;
  let otherToken: string;
  beforeAll(async () => {
    other = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    otherToken = await idTokenOf(other);
  });

  it("saves every topic and archetype, stamps their dates and archetypeUpdatedAt", async () => {
    const res = await save({ ...topics, innerPhilosopher: philosopher }, otherToken);
    expect(res.status).toBe(200);
    for (const [key, value] of Object.entries(topics)) {
      expect(res.body[key]).toEqual({
        description: "",
        ...value,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
    }
    expect(res.body.innerPhilosopher).toEqual({
      ...philosopher,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body.innerHero).toBeNull();
    expect(res.body.archetypeUpdatedAt).toBe(res.body.innerPhilosopher.updatedAt);
    // The system's own fields are in the document for reading.
    expect(res.body).toMatchObject({ routineAssessments: 0, routineAssessmentAt: null });

    const me = await request(users.getMe, { token: otherToken });
    expect(me.body.details.decisionMaking).toEqual(res.body.decisionMaking);
    expect(me.body.details.innerPhilosopher).toEqual(res.body.innerPhilosopher);
  });

  it("keeps the dates of what did not change, moves them for what did, and drops dates sent", async () => {
    const before = (await request(users.getMe, { token: otherToken })).body.details;
    await sleep(5);
    const res = await save(
      {
        decisionMaking: { ...topics.decisionMaking, createdAt: "2000-01-01T00:00:00.000Z" },
        worldView: { title: "Realist", description: "" },
        innerPhilosopher: philosopher,
      },
      otherToken,
    );
    expect(res.status).toBe(200);
    expect(res.body.decisionMaking).toEqual(before.decisionMaking);
    expect(res.body.worldView.createdAt).toBe(before.worldView.createdAt);
    expect(Date.parse(res.body.worldView.updatedAt)).toBeGreaterThan(Date.parse(before.worldView.updatedAt));
    expect(res.body.innerPhilosopher).toEqual(before.innerPhilosopher);
    expect(res.body.archetypeUpdatedAt).toBe(before.archetypeUpdatedAt);
    expect(res.body.copingMechanisms).toEqual(before.copingMechanisms);

    await sleep(5);
    const hero = await save({ innerHero: { name: "Usain Bolt", title: "Sprinter" } }, otherToken);
    expect(hero.body.innerHero).toMatchObject({ name: "Usain Bolt", title: "Sprinter", description: "" });
    expect(hero.body.archetypeUpdatedAt).toBe(hero.body.innerHero.createdAt);
    expect(Date.parse(hero.body.archetypeUpdatedAt)).toBeGreaterThan(Date.parse(before.archetypeUpdatedAt));
    expect(hero.body.innerPhilosopher).toEqual(before.innerPhilosopher);

    await sleep(5);
    const cleared = await save({ innerHero: null, recurringChallenges: null }, otherToken);
    expect(cleared.body).toMatchObject({ innerHero: null, recurringChallenges: null });
    expect(Date.parse(cleared.body.archetypeUpdatedAt)).toBeGreaterThan(
      Date.parse(hero.body.archetypeUpdatedAt),
    );
  });

  it("refuses the system's fields and malformed topics", async () => {
    const system = [
      { routineAssessments: 3 },
      { routineAssessmentAt: "2026-01-01" },
      { lastRoutineAssessmentJustification: "Because" },
      { archetypeUpdatedAt: "2026-01-01" },
    ];
    for (const body of system) {
      const res = await save(body, otherToken);
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_ERROR");
    }
    for (const [body, path] of [
      [{ decisionMaking: "Analytical" }, "decisionMaking"],
      [{ innerHero: { name: "x".repeat(256) } }, "innerHero.name"],
      [{ personalGrowthFocus: [{ title: "A list" }] }, "personalGrowthFocus"],
    ] as const) {
      const res = await save(body, otherToken);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    const stored = await db.userDetails.findUniqueOrThrow({ where: { userId: other.id } });
    expect(stored.routineAssessments).toBe(0);
    expect(stored.lastRoutineAssessmentJustification).toBeNull();
  });

  it("shows the details to coaches who may see the user, never to another organisation", async () => {
    const coachToken = await idTokenOf(world.coach);
    const seen = await request(users.get, { token: coachToken, params: { id: other.id } });
    expect(seen.status).toBe(200);
    expect(seen.body.details.corePersonalityTraits).toMatchObject(topics.corePersonalityTraits);

    const elsewhere = await makeOrganization();
    for (const person of [elsewhere.admin, elsewhere.coach]) {
      const res = await request(users.get, { token: await idTokenOf(person), params: { id: other.id } });
      expect(res.status).toBe(404);
      expect(res.body).not.toHaveProperty("details");
    }
  });
});
