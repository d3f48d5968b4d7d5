/**
 * A chat's `participantIds` (its users and admins, read by every "chats this person takes part in" query through a
 * GIN index) and `keywordsText` (its keywords, searched with ILIKE) are kept by database triggers, not by the app:
 * whatever writes the link tables or the keywords (a service, the seed, a cascade, a bulk statement), they follow.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { LINKS } from "@/server/links";
import { makeOrganization } from "../support/fixtures";
import type { World } from "../support/org-team";
import { setChat } from "../support/state";

const participantsOf = async (id: string) =>
  (await db.chat.findUniqueOrThrow({ where: { id }, select: { participantIds: true } })).participantIds;

const sorted = (ids: string[]) => [...ids].sort();

describe("Chat.participantIds follows the users and admins link tables", () => {
  let world: World;
  beforeAll(async () => {
    world = await makeOrganization();
  });

  it("is set when a chat is created with its users, and follows each connect and disconnect", async () => {
    const { athleteA, athleteB, coach } = world;
    const chat = await db.chat.create({
      data: { organizationId: world.org.id, users: { connect: [{ id: athleteA.id }] } },
    });
    expect(await participantsOf(chat.id)).toEqual([athleteA.id]);

    await setChat(chat.id, { admins: { connect: [{ id: coach.id }] } });
    expect(await participantsOf(chat.id)).toEqual(sorted([athleteA.id, coach.id]));

    await setChat(chat.id, { users: { connect: [{ id: athleteB.id }, { id: coach.id }] } });
    expect(await participantsOf(chat.id)).toEqual(sorted([athleteA.id, athleteB.id, coach.id]));

    await setChat(chat.id, { admins: { disconnect: [{ id: coach.id }] } });
    // Still a user of the chat: one link gone, the participant stays.
    expect(await participantsOf(chat.id)).toEqual(sorted([athleteA.id, athleteB.id, coach.id]));

    await setChat(chat.id, { users: { set: [{ id: athleteB.id }] } });
    expect(await participantsOf(chat.id)).toEqual([athleteB.id]);
  });

  it("drops a deleted user (the links go by cascade)", async () => {
    const doomed = await db.user.create({
      data: {
        name: "Leaving soon",
        email: `leaving-${Date.now()}@test.example.com`,
        organizationId: world.org.id,
      },
    });
    const chat = await db.chat.create({
      data: {
        organizationId: world.org.id,
        users: { connect: [{ id: world.athleteA.id }] },
        admins: { connect: [{ id: doomed.id }] },
      },
    });
    expect(await participantsOf(chat.id)).toEqual(sorted([world.athleteA.id, doomed.id]));
    await db.user.delete({ where: { id: doomed.id } });
    expect(await participantsOf(chat.id)).toEqual([world.athleteA.id]);
  });

  it("is right for every chat a single bulk statement links", async () => {
    const chats = await Promise.all(
      [1, 2, 3].map(() => db.chat.create({ data: { organizationId: world.org.id }, select: { id: true } })),
    );
    const { table, chat, user } = LINKS.chatUsers;
    const values = chats.flatMap((c, i) => [c.id, i % 2 === 0 ? world.athleteA.id : world.athleteB.id]);
    await db.$executeRawUnsafe(
      `insert into ${table} (${chat}, ${user}) values ($1, $2), ($3, $4), ($5, $6), ($1, $4)`,
      ...values,
    );
    expect(await Promise.all(chats.map((c) => participantsOf(c.id)))).toEqual([
      sorted([world.athleteA.id, world.athleteB.id]),
      [world.athleteB.id],
      [world.athleteA.id],
    ]);
  });
});

describe("Chat.keywordsText follows the keywords", () => {
  it("joins them on create and on every update of the keywords", async () => {
    const world = await makeOrganization();
    const chat = await db.chat.create({
      data: { organizationId: world.org.id, keywords: ["Sleep", "pre-race"] },
    });
    const text = async () =>
      (await db.chat.findUniqueOrThrow({ where: { id: chat.id }, select: { keywordsText: true } }))
        .keywordsText;
    expect(await text()).toBe("Sleep\npre-race");
    await setChat(chat.id, { keywords: ["focus"] });
    expect(await text()).toBe("focus");
    // Written directly, it is still the keywords' copy.
    await setChat(chat.id, { keywordsText: "something else" });
    expect(await text()).toBe("focus");
  });
});
