/**
 * The embedded default under a burst: concurrent requests of people of two organisations, each answered with
 * that caller's own data. Before the PGlite server kept each query and transaction to one connection, such a
 * burst answered 401s, 500s, false "not found"s and, worst, another user's document for GET /users/me.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createChat } from "@/app/api/chats/route";
import { POST as paginateJournals } from "@/app/api/journals/paginate/route";
import { POST as createJournal } from "@/app/api/journals/route";
import { GET as getMe } from "@/app/api/users/me/route";
import { type CallResult, call, sessionCookie } from "../support/call";
import { makeAgent } from "../support/chats";
import { idTokenOf, makeOrganization, type Person, unique } from "../support/fixtures";

interface Caller {
  person: Person;
  agentId: string;
  /** Bearer for some, the session cookie for others: both paths read the session user. */
  auth: { token: string } | { cookie: string };
}

let callers: Caller[];

beforeAll(async () => {
  const worlds = [await makeOrganization(), await makeOrganization()];
  callers = [];
  for (const world of worlds) {
    const agentId = (await makeAgent(world.org.id)).id;
    const people = [world.admin, world.coach, world.athleteA, world.athleteB];
    for (const [i, person] of people.entries()) {
      const auth =
        i % 2 ? { cookie: await sessionCookie({ sub: person.id }) } : { token: await idTokenOf(person) };
      callers.push({ person, agentId, auth });
    }
  }
}, 60_000);

type Check = (res: CallResult, caller: Caller) => void;

/** One request of the mix and what its answer must be for that caller. */
const MIX: { name: string; send: (c: Caller) => Promise<CallResult>; check: Check }[] = [
  {
    name: "GET /users/me",
    send: (c) => call(getMe, c.auth),
    check: (res, c) => {
      expect(res.status).toBe(200);
      expect(res.body._id).toBe(c.person.id);
      expect(res.body.email).toBe(c.person.email);
    },
  },
  {
    name: "POST /chats",
    send: (c) => call(createChat, { ...c.auth, body: { type: "agent-chat", agents: [c.agentId] } }),
    check: (res, c) => {
      expect(res.status).toBe(201);
      expect(res.body.users).toEqual([c.person.id]);
      expect(res.body.agents).toEqual([c.agentId]);
    },
  },
  {
    // Tens of kilobytes: the statement's messages reach the database in several TCP chunks.
    name: "POST /journals",
    send: (c) =>
      call(createJournal, { ...c.auth, body: { title: unique(c.person.id), text: "x".repeat(40_000) } }),
    check: (res, c) => {
      expect(res.status).toBe(201);
      expect(res.body.user).toBe(c.person.id);
      expect(res.body.title.startsWith(c.person.id)).toBe(true);
    },
  },
  {
    name: "POST /journals/paginate",
    send: (c) => call(paginateJournals, { ...c.auth, body: { limit: 100 } }),
    check: (res, c) => {
      expect(res.status).toBe(200);
      // Athletes see their own entries only; everyone sees entries of their own organisation only.
      if (c.person.role === "user") for (const doc of res.body.docs) expect(doc.user).toBe(c.person.id);
    },
  },
];

describe("a burst of concurrent requests on the embedded default", () => {
  it("answers every one of 48 mixed requests over 8 people in 2 organisations with the caller's own data", async () => {
    const requests = Array.from({ length: 48 }, (_, i) => ({
      caller: callers[i % callers.length],
      kind: MIX[Math.floor(i / callers.length) % MIX.length],
    }));
    const answers = await Promise.all(requests.map(({ caller, kind }) => kind.send(caller)));
    const wrong: string[] = [];
    answers.forEach((res, i) => {
      const { caller, kind } = requests[i];
      try {
        kind.check(res, caller);
      } catch {
        wrong.push(
          `${kind.name} as ${caller.person.role} ${caller.person.id}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`,
        );
      }
    });
    expect(wrong).toEqual([]);
  });
});
