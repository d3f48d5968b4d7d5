import { beforeAll, describe, expect, it } from "vitest";
import { storeMessage } from "@/server/chats/send/store-message";
import { db } from "@/server/db";
import { makeUserChat } from "../support/chats";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";

let world: World;
let chatId: string;

beforeAll(async () => {
  world = await makeOrganization();
  const t = await tokensOf({ athlete: world.athleteA });
  chatId = (await makeUserChat(t.athlete, world.coach.id))._id;
});

describe("storeMessage (one statement)", () => {
  it("numbers concurrent messages 1…n without gaps and points the chat at the last", async () => {
    const stored = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        storeMessage(chatId, { role: "user", content: `m${i}`, userId: world.athleteA.id }),
      ),
    );
    expect(stored.map((m) => m.number).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    const chat = await db.chat.findUniqueOrThrow({ where: { id: chatId } });
    expect(chat.messagesNumber).toBe(12);
    expect(chat.lastMessageId).toBe(stored.find((m) => m.number === 12)?.id);
  });

  it("counts every message as unread for the other participant and none for the sender", async () => {
    const chat = await db.chat.findUniqueOrThrow({ where: { id: chatId } });
    const unread = chat.unreadMessagesByUser as Record<string, number>;
    expect(unread[world.coach.id]).toBe(12);
    expect(unread[world.athleteA.id]).toBe(0);

    await storeMessage(chatId, { role: "user", content: "reply", userId: world.coach.id });
    const after = (await db.chat.findUniqueOrThrow({ where: { id: chatId } })).unreadMessagesByUser;
    expect(after).toEqual({ [world.athleteA.id]: 1, [world.coach.id]: 0 });
  });

  it("answers the row as Prisma reads it, dates in UTC included", async () => {
    const before = Date.now();
    const row = await storeMessage(chatId, {
      role: "user",
      content: "dated",
      userId: world.athleteA.id,
      idFromClient: "client-1",
      metaContent: [{ type: "loaded-data", content: "x" }],
      details: { note: 1 },
    });
    const read = await db.message.findUniqueOrThrow({ where: { id: row.id }, include: { files: true } });
    expect(row.createdAt.getTime()).toBe(read.createdAt.getTime());
    expect(Math.abs(row.createdAt.getTime() - before)).toBeLessThan(60_000);
    expect(row).toMatchObject({
      content: "dated",
      idFromClient: "client-1",
      metaContent: [{ type: "loaded-data", content: "x" }],
      details: { note: 1 },
      files: [],
      role: "user",
    });
  });

  it("refuses a second message with the same idFromClient and leaves the chat as it was", async () => {
    const before = await db.chat.findUniqueOrThrow({ where: { id: chatId } });
    await expect(
      storeMessage(chatId, {
        role: "user",
        content: "again",
        userId: world.athleteA.id,
        idFromClient: "client-1",
      }),
    ).rejects.toMatchObject({ code: "23505" });
    const after = await db.chat.findUniqueOrThrow({ where: { id: chatId } });
    expect(after.messagesNumber).toBe(before.messagesNumber);
    expect(after.lastMessageId).toBe(before.lastMessageId);
  });

  it("answers 'Chat not found' for a chat that does not exist", async () => {
    await expect(storeMessage("f".repeat(24), { role: "user", content: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Chat not found",
    });
  });
});
