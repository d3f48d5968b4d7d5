import { beforeAll, describe, expect, it } from "vitest";
import { POST as regenerate } from "@/app/api/chats/regenerate/route";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { caller, offContract, request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { type World, worldTokens } from "../support/org-team";
import { callStream } from "../support/sse";

let world: World;
let other: World;
let t: Record<"athlete" | "athleteB" | "coach" | "admin" | "otherAdmin", string>;
let chatId: string;
let replyId: string;
let userMessageId: string;

const rate = caller(chats.giveFeedback);
const feedbackOf = async (token: string) => {
  const res = await request(chats.history, { token, query: { chatId, limit: 50 } });
  return res.body.messages.find((m: { id: string }) => m.id === replyId)?.feedback;
};

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
  t = await worldTokens(world, other);
  const agent = await makeAgent(world.org.id);
  chatId = (await makeAgentChat(t.athlete, agent.id))._id;
  const events = await (
    await callStream(send, { token: t.athlete, body: { chat: chatId, message: "Is a rest day useful?" } })
  ).sse.rest();
  userMessageId = events[0].data.id;
  replyId = events.at(-1)?.data.message.id;
});

describe("feedback on replies (issue 20)", () => {
  it("the athlete gives, changes and takes back thumbs on a reply; the history carries their own", async () => {
    expect(await feedbackOf(t.athlete)).toBeNull();
    const down = await rate(t.athlete, replyId, { rating: -1, comment: "  Too generic.  " });
    expect(down.status).toBe(200);
    expect(down.body).toMatchObject({ message: replyId, chat: chatId, rating: -1, comment: "Too generic." });
    expect(await feedbackOf(t.athlete)).toEqual({ rating: -1, comment: "Too generic." });

    const up = await rate(t.athlete, replyId, { rating: 1 });
    expect(up.body).toMatchObject({ _id: down.body._id, rating: 1, comment: "" });
    expect(await db.messageFeedback.count({ where: { messageId: replyId } })).toBe(1);

    const cleared = await request(chats.clearFeedback, { token: t.athlete, params: { id: replyId } });
    expect(cleared.body).toEqual({ message: replyId, deleted: true });
    expect(await feedbackOf(t.athlete)).toBeNull();
  });

  it("refuses a user message, someone else's reply (also a coach's), and bad bodies", async () => {
    expectNotFound(await rate(t.athlete, userMessageId, { rating: 1 }));
    expectNotFound(await rate(t.athleteB, replyId, { rating: 1 }));
    expectNotFound(await rate(t.coach, replyId, { rating: 1 }));
    expectError(await rate(t.athlete, replyId, offContract({ rating: 2 })), 400, "VALIDATION_ERROR");
    expectError(
      await rate(t.athlete, replyId, { rating: 1, comment: "x".repeat(1001) }),
      400,
      "VALIDATION_ERROR",
      [{ path: "comment", message: "Must be at most 1000 characters" }],
    );
    expectError(
      await rate(t.athlete, replyId, offContract({ rating: 1, extra: true })),
      400,
      "VALIDATION_ERROR",
    );
    expect(await db.messageFeedback.count({ where: { messageId: replyId } })).toBe(0);
  });

  it("admins read their organisation's feedback with counts; other organisations and athletes do not", async () => {
    await rate(t.athlete, replyId, { rating: -1, comment: "Missed my question." });
    const res = await request(chats.feedback, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ up: 0, down: 1 });
    expect(res.body.total).toBe(1);
    expect(res.body.items[0]).toMatchObject({
      rating: -1,
      comment: "Missed my question.",
      chat: { _id: chatId },
      user: { _id: world.athleteA.id },
      reply: expect.stringContaining("Is a rest day useful?"),
    });
    const onlyUp = await request(chats.feedback, { token: t.admin, query: { rating: "1" } });
    expect(onlyUp.body).toMatchObject({ items: [], total: 0, counts: { up: 0, down: 1 } });

    const otherOrg = await request(chats.feedback, { token: t.otherAdmin });
    expect(otherOrg.body).toMatchObject({ items: [], total: 0, counts: { up: 0, down: 0 } });
    expectError(await request(chats.feedback, { token: t.athlete }), 403, "FORBIDDEN");
    expectError(
      await request(chats.feedback, { token: t.admin, query: { limit: 500 } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("stays with the reply it rated when that reply is regenerated: the old reply is kept as an earlier version", async () => {
    await rate(t.athlete, replyId, { rating: -1, comment: "Regenerate this." });
    const old = await db.message.findUniqueOrThrow({ where: { id: replyId } });
    const events = await (
      await callStream(regenerate, { token: t.athlete, body: { chat: chatId } })
    ).sse.rest();
    expect(events.at(-1)?.event).toBe("done");
    const kept = await db.messageFeedback.findFirstOrThrow({
      where: { chatId, comment: "Regenerate this." },
    });
    expect(kept).toMatchObject({ messageId: old.id, reply: old.content, rating: -1 });
    const listed = await request(chats.feedback, { token: t.admin });
    expect(listed.body.items[0]).toMatchObject({ comment: "Regenerate this.", chat: { _id: chatId } });
    replyId = events.at(-1)?.data.message.id;
    expect(await feedbackOf(t.athlete)).toBeNull();
  });
});
