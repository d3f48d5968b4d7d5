import type { Page } from "@playwright/test";
import { RANK_ALL_UP_TO, SEARCHED_RECENT_CHATS } from "../../src/server/chats/search/search-reach";
import { db } from "../../src/server/db";
import { noonDaysBefore } from "../support/clock";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, test } from "./support";
import { makeTrackAthlete } from "./track-athlete";

/**
 * A word said in a message of the first chat (the offline provider names the chat from it too), one per test:
 * the tests share the seeded athlete.
 */
test.afterAll(async () => {
  await db.$disconnect();
});

const wordOf = (device: string) => `wristbands${RUN}${device}`;

/** Two chats of the demo athlete with a new agent: the first says `word`; answers the second's address. */
async function chatsSayingWord(page: Page, agentId: string, word: string): Promise<string> {
  const open = async () => {
    const res = await page.request.post("/api/chats", { data: { type: "agent-chat", agents: [agentId] } });
    expect(res.status(), await res.text()).toBe(201);
    return ((await res.json()) as { _id: string })._id;
  };
  const said = await open();
  const sent = await page.request.post("/api/chats/send", {
    data: { chatId: said, message: `I left my ${word} in the changing room.` },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  await sent.body();
  return `/dashboard/chats/${await open()}`;
}

/** Types `word` into the history's search and expects the chat with the word marked in its snippet. */
async function findByWordSaid(page: Page, word: string) {
  const history = page.getByRole("navigation", { name: "Chat history" });
  await history.getByRole("searchbox", { name: "Search chats" }).fill(word);
  const snippet = history.getByTestId("search-snippet");
  await expect(snippet).toHaveCount(1);
  await expect(snippet).toContainText("changing room");
  await expect(snippet.locator("mark")).toHaveText(word);
  // The found chat is a link that the keyboard reaches and opens.
  const link = history.getByRole("link").filter({ has: page.getByTestId("search-snippet") });
  await link.focus();
  await expect(link).toBeFocused();
  return link;
}

test("a word said in a message finds the chat in the history beside a chat, highlighted", async ({
  page,
  browser,
}) => {
  const agentId = await createAgentForUser(browser, `Search agent ${RUN}`);
  await signIn(page, "athlete@example.com");
  await page.goto(await chatsSayingWord(page, agentId, wordOf("desktop")));
  const link = await findByWordSaid(page, wordOf("desktop"));
  await expectNoSeriousAxeViolations(page);
  await link.press("Enter");
  await expect(page.getByRole("list", { name: "Messages" })).toContainText(`I left my ${wordOf("desktop")}`);
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the history drawer finds it too, without sideways scrolling", async ({ page, browser }) => {
    const agentId = await createAgentForUser(browser, `Search agent phone ${RUN}`);
    await signIn(page, "athlete@example.com");
    await page.goto(await chatsSayingWord(page, agentId, wordOf("phone")));
    await page.getByRole("button", { name: "Open chat history" }).click();
    await findByWordSaid(page, wordOf("phone"));
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page, "[role=dialog]");
  });
});

/**
 * Someone with one chat more than a common word's search looks in: the oldest and the newest are titled with the
 * word, and the newest says it in more messages than are ranked at once. Answers their e-mail.
 */
async function busyPerson(word: string, device: string): Promise<string> {
  const email = `busy.${device}.${RUN}@example.com`;
  const person = await makeTrackAthlete(email, `Bea Busy ${RUN}`);
  const start = noonDaysBefore(30);
  const n = SEARCHED_RECENT_CHATS;
  const [newest] = await db.$queryRaw<{ id: string }[]>`
    with made as (
      insert into "Chat" (id, "createdAt", "updatedAt", type, title, "organizationId", "lastMessageAt", "createdById")
      select object_id(), ${start}::timestamp, ${start}::timestamp, 'agent-chat',
             case when i in (0, ${n}) then ${`Race ${word}`} else 'Plain ' || i end, ${person.organizationId},
             ${start}::timestamp + make_interval(mins => i), ${person.id}
        from generate_series(0, ${n}) i
      returning id, "lastMessageAt"),
    linked as (insert into "_ChatUsers" ("A", "B") select id, ${person.id} from made)
    select id from made order by "lastMessageAt" desc limit 1`;
  await db.message.createMany({
    data: Array.from({ length: RANK_ALL_UP_TO + 1 }, (_, i) => ({
      chatId: newest.id,
      role: "user" as const,
      userId: person.id,
      content: `${word} rep ${i}`,
    })),
  });
  return email;
}

for (const [device, width] of [
  ["desktop", 1440],
  ["phone", 390],
] as const) {
  test(`on a ${device}, a word said too often is looked for in the most recent chats, and the list and the history say so`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const word = `sprints${device}${RUN}`;
    await signIn(page, await busyPerson(word, device));
    await page.goto(`/dashboard/chats?q=${word}`);
    await expect(page.getByTestId("search-reach")).toHaveText(
      `Many chats match: these are from your ${SEARCHED_RECENT_CHATS} most recent. Add a word to narrow the search.`,
    );
    const found = page.getByRole("link", { name: new RegExp(`Race ${word}`) });
    await expect(found).toHaveCount(1);
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);

    await found.click();
    if (device === "phone") await page.getByRole("button", { name: "Open chat history" }).click();
    const history = page.getByRole("navigation", { name: "Chat history" });
    await history.getByRole("searchbox", { name: "Search chats" }).fill(word);
    await expect(history.getByTestId("search-reach")).toBeVisible();
    await expect(history.getByRole("link", { name: new RegExp(`Race ${word}`) })).toHaveCount(1);
  });
}
