/**
 * GET /chats/{id}/export: a chat as Markdown or PDF for whoever may read it, with no hidden information, and a
 * download by someone who is not in the chat on the audit trail.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { addMessages, makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { peopleOf, tokensOf, type World } from "../support/org-team";
import { setMessages } from "../support/state";

let world: World;
let other: World;
let t: Record<"admin" | "coach" | "athlete" | "athleteB", string>;
let tOther: Record<"admin" | "coach" | "athlete" | "athleteB", string>;
let chatId: string;

const exportOf = (token: string, id: string, format?: string) =>
  request(chats.exportChat, { token, params: { id }, query: format ? { format } : {} } as never);

beforeAll(async () => {
  world = await makeOrganization();
  other = await makeOrganization();
  [t, tOther] = await Promise.all([tokensOf(peopleOf(world)), tokensOf(peopleOf(other))]);
  const agent = await makeAgent(world.org.id, { name: "Track Coach" });
  const chat = await makeAgentChat(t.athlete, agent.id, { title: "Intervals / plan" });
  chatId = chat._id;
  await addMessages(chatId, [
    { role: "system", content: "SYSTEM SECRET instructions" },
    { role: "developer", content: "DEVELOPER SECRET brief" },
    {
      role: "user",
      content: "How do I pace **intervals**? See [guide](https://example.com/g).",
      userId: world.athleteA.id,
    },
    { role: "assistant", content: "Start at `tempo` pace, then build. Café après — ça va?" },
  ]);
  await setMessages({ chatId, role: "assistant" }, { agentId: agent.id });
});

describe("GET /chats/{id}/export", () => {
  it("answers the athlete's own chat as Markdown: title, agent, each message under its author, no hidden text", async () => {
    const res = await exportOf(t.athlete, chatId);
    expect(res.status).toBe(200);
    expect(res.headers?.get("content-type")).toBe("text/markdown; charset=utf-8");
    expect(res.headers?.get("content-disposition")).toContain('filename="Intervals plan.md"');
    const text = res.body as string;
    expect(text).toMatch(/^# Intervals \/ plan\n/);
    expect(text).toContain("_With Track Coach · Coaching · Started ");
    const athlete = await db.user.findUniqueOrThrow({ where: { id: world.athleteA.id } });
    expect(text).toContain(`**${athlete.name}** · `);
    expect(text).toContain("How do I pace **intervals**? See [guide](https://example.com/g).");
    expect(text).toContain("**Track Coach** · ");
    expect(text).not.toMatch(/SECRET|loaded-data|secret/);
  });

  it("answers a PDF that holds the messages' words without their marks", async () => {
    const res = await exportOf(t.athlete, chatId, "pdf");
    expect(res.status).toBe(200);
    expect(res.headers?.get("content-type")).toBe("application/pdf");
    expect(res.headers?.get("content-disposition")).toContain('filename="Intervals plan.pdf"');
    const bytes = res.bytes ?? new Uint8Array();
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe("%PDF-");
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it("lets the athlete's coach and admin download it, on the audit trail; others get 'Chat not found'", async () => {
    for (const token of [t.coach, t.admin]) expect((await exportOf(token, chatId)).status).toBe(200);
    const events = await db.auditEvent.findMany({ where: { action: "chat-exported", targetId: chatId } });
    expect(events).toHaveLength(2);
    expectNotFound(await exportOf(t.athleteB, chatId));
    expectNotFound(await exportOf(tOther.admin, chatId));
  });

  it("refuses an unknown format with the §8 envelope", async () => {
    expectError(await exportOf(t.athlete, chatId, "docx"), 400, "VALIDATION_ERROR", [
      { path: "query.format", message: "Must be one of markdown, pdf" },
    ]);
  });
});
