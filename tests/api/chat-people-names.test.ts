/**
 * The names a chat page comes with (src/server/chats/reading/people-names.ts): its participants and the authors of
 * its unnamed messages besides the viewer, only people the viewer may see (as GET /users/{id} answers them).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sessionUserById } from "@/server/auth/session-user";
import { chatPeopleNames } from "@/server/chats/reading/people-names";
import type { RequestContext } from "@/server/http/context";
import { makeOrganization, makePerson, type Person } from "../support/fixtures";

async function contextOf(person: Person): Promise<RequestContext> {
  const user = await sessionUserById(person.id);
  if (!user?.organization) throw new Error("no session user");
  return { user, organizationId: user.organization._id, teamId: null, timezone: "UTC", frontendRoute: null };
}

describe("chatPeopleNames", () => {
  let world: Awaited<ReturnType<typeof makeOrganization>>;
  let athlete: Person;
  let elsewhere: Person;
  beforeAll(async () => {
    world = await makeOrganization();
    athlete = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id], name: "Named Athlete" });
    const other = await makeOrganization();
    elsewhere = await makePerson(other.org.id, "user", {
      teamIds: [other.teamA.id],
      name: "Someone Elsewhere",
    });
  });

  it("names the participants and unnamed authors the viewer may see, never the viewer, never anyone else", async () => {
    const ctx = await contextOf(world.admin);
    const names = await chatPeopleNames(ctx, { users: [athlete.id] }, [
      { role: "user", user: athlete.id, name: null },
      { role: "user", user: world.admin.id, name: null },
      { role: "user", user: elsewhere.id, name: null },
      { role: "assistant", user: null, name: null },
    ]);
    expect(names).toEqual({ [athlete.id]: "Named Athlete" });
  });

  it("leaves out an author whose message carries its own name", async () => {
    const ctx = await contextOf(world.admin);
    const names = await chatPeopleNames(ctx, { users: [] }, [
      { role: "user", user: athlete.id, name: "Guest" },
    ]);
    expect(names).toEqual({});
  });

  it("gives an athlete nobody outside what they may see", async () => {
    const ctx = await contextOf(athlete);
    const names = await chatPeopleNames(ctx, { users: [athlete.id, elsewhere.id] }, []);
    expect(names).toEqual({});
  });
});
