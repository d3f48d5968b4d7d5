/**
 * A list's total counts up to a cap (src/server/list/count-cap.ts, lowered to 3 here so that a handful of rows
 * crosses it): exact below it, the cap and `totalIsLowerBound` above it, and paging past the cap still works.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { chats as chatApi } from "@/lib/contracts/chats/endpoints";
import { users } from "@/lib/contracts/users/endpoints";
import { caller } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { idTokenOf, makeOrganization } from "../support/fixtures";

vi.mock("@/server/list/count-cap", () => ({ LIST_COUNT_CAP: 3 }));

const listUsers = caller(users.paginate);
const listChats = caller(chatApi.paginate);
const ids = (docs: { _id: string }[]) => docs.map((d) => d._id);

describe("a list's bounded total", () => {
  let admin: string;
  let athlete: string;

  beforeAll(async () => {
    // Four people: an admin, a coach and two athletes.
    const world = await makeOrganization();
    [admin, athlete] = await Promise.all([idTokenOf(world.admin), idTokenOf(world.athleteA)]);
    const agent = await makeAgent(world.org.id);
    for (let i = 0; i < 5; i++) await makeAgentChat(athlete, agent.id, { title: `Chat ${i}` });
  });

  it("is exact up to the cap", async () => {
    const res = await listUsers(admin, { filters: { role: "user" } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      totalDocs: 2,
      totalIsLowerBound: false,
      totalPages: 1,
      hasNextPage: false,
    });
  });

  it("stops at the cap and says so, and pages on past it to the exact end", async () => {
    const first = await listUsers(admin, { limit: 2, sortBy: "email" });
    expect(first.body).toMatchObject({
      totalDocs: 3,
      totalIsLowerBound: true,
      page: 1,
      totalPages: 2,
      hasNextPage: true,
      nextPage: 2,
    });
    // The last page ends the list: its total is exact again.
    const last = await listUsers(admin, { limit: 2, page: 2, sortBy: "email" });
    expect(last.body).toMatchObject({
      totalDocs: 4,
      totalIsLowerBound: false,
      totalPages: 2,
      hasNextPage: false,
    });
    expect(new Set([...ids(first.body.docs), ...ids(last.body.docs)]).size).toBe(4);
    const beyond = await listUsers(admin, { limit: 2, page: 3 });
    expect(beyond.body).toMatchObject({ docs: [], hasNextPage: false, totalIsLowerBound: true });
  });

  it("bounds the chat list the same way, a next page known from the rows", async () => {
    const pages = [];
    for (const page of [1, 2, 3]) pages.push((await listChats(athlete, { limit: 2, page })).body);
    expect(pages.map((p) => [p.totalDocs, p.totalIsLowerBound, p.hasNextPage, p.docs.length])).toEqual([
      [3, true, true, 2],
      [3, true, true, 2],
      [5, false, false, 1],
    ]);
    expect(new Set(pages.flatMap((p) => ids(p.docs))).size).toBe(5);
  });
});
