import { beforeAll, describe, expect, it } from "vitest";
import { chatDocument } from "@/server/chats/reading/chat-document";
import { readChatRow, readChatRows } from "@/server/chats/reading/chat-row";
import { messageInclude } from "@/server/chats/reading/message-document";
import { storeMessage } from "@/server/chats/send/store-message";
import { db } from "@/server/db";
import { makeAgent } from "../support/chats";
import { makeOrganization } from "../support/fixtures";
import type { World } from "../support/org-team";
import { makeGoal } from "../support/records";

let world: World;
let chatId: string;

const ID_LISTS = ["users", "agents", "admins", "teams", "goals"];
// The oracle: the same chat as Prisma reads it with every relation, mapped by the same mapper.
const ids = { select: { id: true } } as const;
const everything = {
  users: ids,
  agents: ids,
  admins: ids,
  teams: ids,
  goals: ids,
  lastMessage: { include: messageInclude },
} as const;
// Prisma answers the id lists in whatever order its join plan gives (not asked for, so not guaranteed); the
// statement answers them by id. Compared as sets.
const asJson = (value: unknown) => {
  const doc = JSON.parse(JSON.stringify(value));
  for (const key of ID_LISTS) doc[key]?.sort();
  return doc;
};
const prismaDocument = async (hidden: boolean) =>
  asJson(
    chatDocument(await db.chat.findUniqueOrThrow({ where: { id: chatId }, include: everything }), {
      hidden,
    }),
  );

beforeAll(async () => {
  world = await makeOrganization();
  const agents = [await makeAgent(world.org.id), await makeAgent(world.org.id)];
  const goal = await makeGoal({
    userId: world.athleteA.id,
    organizationId: world.org.id,
    title: "Sleep",
    target: "8 hours",
  });
  // Every kind of column and every relation list filled, several ids in each where the chat allows it.
  const chat = await db.chat.create({
    data: {
      type: "group",
      title: "Squad talk",
      organizationId: world.org.id,
      users: { connect: [world.athleteA, world.athleteB, world.coach].map(({ id }) => ({ id })) },
      admins: { connect: [{ id: world.coach.id }, { id: world.admin.id }] },
      agents: { connect: agents.map(({ id }) => ({ id })) },
      teams: { connect: [{ id: world.teamA.id }, { id: world.teamB.id }] },
      goals: { connect: [{ id: goal.id }] },
      number: 3,
      numberWithAgent: 2,
      mode: "oracle",
      additionalInstructions: "Be brief.",
      model: "gpt-4.1-mini",
      temperature: 0.35,
      maxTokens: 512,
      keywords: ["sleep", "focus"],
      areasToFocus: [
        { key: "focus", value: 4, teamMedian: 6, rangeComparison: "Below Average", justification: "…" },
      ],
      summary: "A summary",
      summarizedAt: new Date("2026-01-02T03:04:05.678Z"),
      assessedAt: new Date("2026-01-03T00:00:00.000Z"),
      durationInMinutes: 12.5,
      isFavorite: true,
      createdById: world.coach.id,
    },
  });
  chatId = chat.id;
});

async function rowOf(id: string, justStored?: Parameters<typeof readChatRow>[1]) {
  const row = await readChatRow(id, justStored);
  if (!row) throw new Error("no row");
  return row;
}

describe("readChatRow (the one reader of chat rows: a reply's done, every chat action, the lists)", () => {
  it("answers Prisma's document of a chat without messages", async () => {
    const doc = asJson(chatDocument(await rowOf(chatId), { hidden: true }));
    expect(doc.lastMessage).toBeNull();
    expect(doc).toEqual(await prismaDocument(true));
  });

  it("answers Prisma's document, for viewers with and without hidden info, with the message just stored", async () => {
    await storeMessage(chatId, { role: "user", content: "first", userId: world.athleteA.id });
    const last = await storeMessage(chatId, {
      role: "assistant",
      content: "reply",
      details: { status: "done" },
      metaContent: [{ type: "note", content: "hidden" }],
    });
    const row = await rowOf(chatId, last);
    expect(row.lastMessage).toBe(last);
    for (const hidden of [false, true]) {
      expect(asJson(chatDocument(row, { hidden }))).toEqual(await prismaDocument(hidden));
    }
    expect(asJson(chatDocument(row)).users).toHaveLength(3);
  });

  it("reads the chat's last message when none is given, or another came after the one given", async () => {
    const earlier = await storeMessage(chatId, { role: "user", content: "one", userId: world.athleteB.id });
    await storeMessage(chatId, { role: "user", content: "two", userId: world.coach.id });
    for (const row of [await rowOf(chatId, earlier), await rowOf(chatId)]) {
      const doc = asJson(chatDocument(row, { hidden: true }));
      expect(doc.lastMessage.message).toBe("two");
      expect(doc).toEqual(await prismaDocument(true));
    }
  });

  it("answers null for a chat that is not there", async () => {
    const gone = await db.chat.create({ data: { organizationId: world.org.id } });
    await db.chat.delete({ where: { id: gone.id } });
    expect(await readChatRow(gone.id)).toBeNull();
  });
});

describe("readChatRows (the chat lists)", () => {
  it("answers the chats in the order of the ids asked for, each as readChatRow does, leaving out unknown ids", async () => {
    const other = await db.chat.create({ data: { organizationId: world.org.id, title: "Second" } });
    const rows = await readChatRows([other.id, "0123456789abcdef01234567", chatId]);
    expect(rows.map((row) => row.id)).toEqual([other.id, chatId]);
    const single = await rowOf(chatId);
    expect(asJson(chatDocument(rows[1], { hidden: true }))).toEqual(
      asJson(chatDocument(single, { hidden: true })),
    );
    expect(rows[0].lastMessage).toBeNull();
    expect(await readChatRows([])).toEqual([]);
  });
});
