import type { Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, test } from "./support";

/**
 * A word said in a message of the first chat (the offline provider names the chat from it too), one per test:
 * the tests share the seeded athlete.
 */
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
