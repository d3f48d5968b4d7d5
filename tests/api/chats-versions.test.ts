/**
 * Versions instead of overwrites: regenerating a reply or editing any of one's messages keeps the earlier branch,
 * POST /chats/messages/{id}/show brings it back, and the model, the assessment's transcript, search and export read
 * only the branch shown.
 */
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as regenerate } from "@/app/api/chats/regenerate/route";
import { POST as send } from "@/app/api/chats/send/route";
import { chats as chatApi, chats } from "@/lib/contracts/chats/endpoints";
import type { HistoryPage } from "@/lib/contracts/chats/schemas";
import { chatForAssessment } from "@/server/chats/assessment/chat-for-assessment";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";
import { setMessage } from "../support/state";
import { wireSuite } from "../support/wire-suite";

const wire = wireSuite({ provider: true, resetEach: true });

let world: World;
let t: Record<"athlete" | "athleteB" | "coach", string>;
let agentId: string;

const sendAs = async (chat: string, message: string) =>
  (await callStream(send, { token: t.athlete, body: { chat, message } })).sse.rest();
const regenerateAs = async (body: object) =>
  (await callStream(regenerate, { token: t.athlete, body })).sse.rest();
const history = async (chatId: string, token = t.athlete) => {
  const res = await request(chatApi.history, { token, query: { chatId } } as never);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as HistoryPage).messages;
};
const show = (id: string, token = t.athlete) =>
  request(chatApi.showVersion, { token, params: { id } } as never);
const texts = (messages: { message: string }[]) => messages.map((m) => m.message);
/** The user and assistant texts of the last reply the model was asked for. */
const modelSaw = () => {
  const turn = wire.requests.filter((r) => r.path.endsWith("/chat/completions") && r.body.stream).at(-1);
  return ((turn?.body.messages ?? []) as { role: string; content: string }[])
    .filter((m) => m.role === "user" || m.role === "assistant")
    .map((m) => m.content);
};
const answer = (question: string) => `On "${question}": keep it steady.`;

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB, coach: world.coach });
  agentId = (await makeAgent(world.org.id)).id;
});

/** A chat of two turns, each reply naming its question (the wire server's script). */
async function twoTurns() {
  const chat = await makeAgentChat(t.athlete, agentId);
  wire.setScript({
    reply: (body) => answer(body.messages.findLast((m: { role: string }) => m.role === "user").content),
  });
  await sendAs(chat._id, "Q1 pacing");
  await sendAs(chat._id, "Q2 hills");
  wire.requests.length = 0;
  return chat._id;
}

describe("versions of a reply and of a message", () => {
  it("regenerating keeps the earlier reply as a version, and showing it brings it back", async () => {
    const chatId = await twoTurns();
    const before = await history(chatId);
    wire.setScript({ reply: "Another answer to the hills." });
    await regenerateAs({ chat: chatId });
    expect(modelSaw()).toEqual(["Q1 pacing", answer("Q1 pacing"), "Q2 hills"]);

    const after = await history(chatId);
    expect(texts(after)).toEqual([
      "Q1 pacing",
      answer("Q1 pacing"),
      "Q2 hills",
      "Another answer to the hills.",
    ]);
    const newReply = after[3];
    expect(newReply.versions).toEqual({ ids: [before[3].id, newReply.id], index: 1 });
    expect(after.slice(0, 3).map((m) => m.versions)).toEqual([undefined, undefined, undefined]);

    const res = await show(before[3].id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shown = (res.body as HistoryPage).messages;
    expect(texts(shown)).toEqual(texts(before));
    expect(shown[3].versions).toEqual({ ids: [before[3].id, newReply.id], index: 0 });
    const chat = await db.chat.findUniqueOrThrow({ where: { id: chatId } });
    expect([chat.messagesNumber, chat.lastMessageId]).toEqual([4, before[3].id]);
  });

  it("editing an earlier message starts a branch; going back brings back all that followed, and the model, assessments, search and export read the branch shown", async () => {
    const chatId = await twoTurns();
    const [q1, a1, q2, a2] = await history(chatId);
    const word = `edited${randomBytes(4).toString("hex")}`;
    await regenerateAs({ chat: chatId, messageId: q1.id, message: `Q1 ${word}` });
    // The model reads the new text alone: neither the old one nor what followed it.
    expect(modelSaw()).toEqual([`Q1 ${word}`]);

    const edited = await history(chatId);
    expect(texts(edited)).toEqual([`Q1 ${word}`, answer(`Q1 ${word}`)]);
    expect(edited[0].versions).toEqual({ ids: [q1.id, edited[0].id], index: 1 });
    expect(edited[1].versions).toBeUndefined();
    expect(await found(word)).toEqual([chatId]);
    expect(await found("hills")).not.toContain(chatId);

    const back = (await show(q1.id)).body as HistoryPage;
    expect(back.messages.map((m) => m.id)).toEqual([q1.id, a1.id, q2.id, a2.id]);
    expect(back.messages[0].versions).toEqual({ ids: [q1.id, edited[0].id], index: 0 });
    expect(await found(word)).not.toContain(chatId);

    wire.requests.length = 0;
    await sendAs(chatId, "Q3 recovery");
    expect(modelSaw()).toEqual(["Q1 pacing", a1.message, "Q2 hills", a2.message, "Q3 recovery"]);

    // The edited branch comes back as it was left; Q3 stays with the branch it was said in.
    const again = (await show(edited[0].id)).body as HistoryPage;
    expect(texts(again.messages)).toEqual([`Q1 ${word}`, answer(`Q1 ${word}`)]);
    const assessed = await chatForAssessment(chatId);
    expect(texts(assessed.messages.map((m) => ({ message: m.content })))).toEqual(texts(again.messages));
    const exported = await request(chatApi.exportChat, {
      token: t.athlete,
      params: { id: chatId },
      query: { format: "markdown" },
    } as never);
    expect(String(exported.body)).toContain(word);
    expect(String(exported.body)).not.toContain("Q3 recovery");
  });

  it("drops a reply that wrote nothing instead of keeping it as a version", async () => {
    const chatId = await twoTurns();
    const [, , , failed] = await history(chatId);
    await setMessage(failed.id, { content: "", details: { status: "error" } });
    await regenerateAs({ chat: chatId });
    const after = await history(chatId);
    expect(after).toHaveLength(4);
    expect(after[3].versions).toBeUndefined();
    expect(await db.message.findUnique({ where: { id: failed.id } })).toBeNull();
  });

  it("lets only the chat's person switch, in an open chat, with no reply being written", async () => {
    const chatId = await twoTurns();
    const [q1] = await history(chatId);
    await regenerateAs({ chat: chatId, messageId: q1.id, message: "Q1 again" });
    for (const token of [t.athleteB, t.coach]) expectNotFound(await show(q1.id, token));
    expectNotFound(await show("0123456789abcdef01234567"));
    // The coach reads the branch shown, with its versions listed but nothing switched for the athlete.
    expect(texts(await history(chatId, t.coach))).toEqual(["Q1 again", answer("Q1 again")]);

    wire.setScript({ reply: "A long one, word by word", chunkDelayMs: 100 });
    const running = await callStream(send, { token: t.athlete, body: { chat: chatId, message: "Q2 later" } });
    expect(await running.sse.until("start")).not.toBeNull();
    expectError(await show(q1.id), 409, "BAD_REQUEST");
    await running.sse.rest();

    await request(chats.close, { token: t.athlete, params: { id: chatId }, body: { summarize: false } });
    const closed = await show(q1.id);
    expect([closed.status, (closed.body as { error: { code: string } }).error.code]).toEqual([
      409,
      "CHAT_CLOSED",
    ]);
    expect(texts(await history(chatId))[0]).toBe("Q1 again");
  });
});

async function found(word: string): Promise<string[]> {
  const res = await request(chatApi.paginate, {
    token: t.athlete,
    body: { searchQuery: word, limit: 50 },
  } as never);
  return ((res.body as { docs: { _id: string }[] }).docs ?? []).map((d) => d._id);
}
