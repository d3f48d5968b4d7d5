import type { Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, test, toast, userIdOf } from "./support";

const CHAT_CLOSED = "This chat is closed, create a new one to continue.";
const OFFLINE_NOTICE = "Offline demo model: no AI service is configured";

/** An agent of the test's own, made by an admin through the API, so the test does not depend on the seeded agents. */
/**
 * Records, on every DOM change, how long the streaming reply's text is and whether a Stop button shows, so the
 * test can tell afterwards that the text grew in steps while Stop was offered, however fast the reply was.
 */
async function recordStreaming(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as {
      __stream: { length: number; stop: boolean }[];
      __observer?: MutationObserver;
    };
    w.__stream = [];
    w.__observer?.disconnect();
    w.__observer = new MutationObserver(() => {
      const reply = document.querySelector("[data-testid=streaming-reply]");
      if (!reply) return;
      const stop = Array.from(document.querySelectorAll("button")).some(
        (b) => b.textContent?.trim() === "Stop",
      );
      w.__stream.push({ length: reply.textContent?.length ?? 0, stop });
    });
    w.__observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

async function streamedSteps(page: Page) {
  return page.evaluate(
    () => (window as unknown as { __stream: { length: number; stop: boolean }[] }).__stream,
  );
}

function expectGrewInSteps(steps: { length: number; stop: boolean }[]) {
  const lengths = steps.map((s) => s.length).filter((n) => n > 0);
  // Many distinct lengths, ending longer than they began: the text arrived token by token, not at once. (Not
  // strictly growing: markdown marks disappear from the rendered text once their closing half arrives.)
  expect(new Set(lengths).size).toBeGreaterThan(3);
  expect(lengths[0]).toBeLessThan(lengths[lengths.length - 1]);
  expect(steps.some((s) => s.stop)).toBe(true);
}

test("an athlete starts a coaching chat, sees the greeting and a reply stream in, renames and closes it, and finds it in the list", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const agentName = `E2E Coach ${RUN}`;
  const title = `E2E chat ${RUN}`;
  await createAgentForUser(browser, agentName);

  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/chats/with-agent/coaching");
  await expect(page.getByRole("heading", { level: 1, name: "New coaching chat" })).toBeVisible();
  await page.locator("label").filter({ hasText: agentName }).click();
  await expect(page.getByRole("radio", { name: agentName })).toBeChecked();

  await recordStreaming(page);
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  const chatUrl = page.url();
  const messages = page.getByRole("list", { name: "Messages" });

  // The greeting streams in, then is stored with the offline provider's notice.
  const greeting = messages.locator("[data-testid=message][data-role=assistant]");
  await expect(greeting.first()).toContainText("Welcome to your session");
  await expect(greeting.first()).toContainText(OFFLINE_NOTICE);
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  expectGrewInSteps(await streamedSteps(page));

  // A message: Enter sends, the reply streams in and quotes it.
  await recordStreaming(page);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill("I want to run a faster 5k this season.");
  await box.press("Enter");
  await expect(messages.locator("[data-role=user]").last()).toContainText("I want to run a faster 5k");
  await expect(greeting).toHaveCount(2);
  await expect(greeting.last()).toContainText("You said: “I want to run a faster 5k this season.”");
  await expect(page.getByRole("button", { name: "Send" })).toBeVisible();
  expectGrewInSteps(await streamedSteps(page));

  // Rename, then close with confirmation: the composer gives way to the §8 notice.
  await page.getByRole("button", { name: "Rename chat" }).click();
  await page.getByLabel("Chat title").fill(title);
  await page.getByLabel("Chat title").press("Enter");
  await expect(toast(page, "Chat updated successfully")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // The pointer leaves the header, as a person's would: a toast stays while it is pointed at, and it can open
  // under the pointer, over the header's buttons.
  await page.mouse.move(0, 0);

  await page.getByRole("button", { name: "Close chat" }).click();
  const dialog = page.getByRole("dialog", { name: "Close this chat?" });
  await dialog.getByRole("button", { name: "Close chat" }).click();
  await expect(page.getByText(CHAT_CLOSED)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Create a new one" })).toBeVisible();
  // The title the athlete chose survives the closing summary.
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The list finds it by title, closed.
  await page.goto("/dashboard/chats");
  await page.getByRole("searchbox", { name: "Search chats" }).fill(title);
  await expect(page).toHaveURL(/[?&]q=/);
  const rows = page.getByRole("list", { name: "Chats" }).getByTestId("chat-row");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("Closed");
  await expect(rows.first()).toContainText(agentName);
  await rows.first().getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(chatUrl);

  // "Create a new one" opens a new chat with the same agent, which greets again.
  await page.getByRole("button", { name: "Create a new one" }).click();
  await expect(page).not.toHaveURL(chatUrl);
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  await expect(
    page.getByRole("list", { name: "Messages" }).locator("[data-role=assistant]").first(),
  ).toContainText("Welcome to your session");
});

test("an athlete may not open another user's chats page; an admin may, and reads the chats", async ({
  page,
  browser,
}) => {
  await signIn(page, "athlete@example.com");
  const me = await (await page.request.get("/api/users/me")).json();
  await page.goto(`/dashboard/chats/user/${me._id}`);
  await expect(page).toHaveURL(/\/403/);

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, "admin@example.com");
  // Reached from the person's page, not only by its address.
  await admin.goto(`/dashboard/users/view/${me._id}`);
  await admin.getByRole("main").getByRole("link", { name: "Chats", exact: true }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/chats/user/${me._id}$`));
  await expect(admin.getByRole("heading", { level: 1, name: "Chats of Alex Athlete" })).toBeVisible();
  const table = admin.getByRole("table", { name: "Chats of this user" });
  await expect(table.getByRole("link", { name: /^E2E chat / }).first()).toBeVisible();
  // Someone else's chat opens read-only: no composer, no close button.
  await table
    .getByRole("link", { name: /^E2E chat / })
    .first()
    .click();
  await expect(admin.getByText("Welcome to your session").first()).toBeVisible();
  // The athlete's messages carry their name, not "User", and so does the page as it comes, before any script.
  await expect(admin.locator("[data-testid=message][data-role=user]").first()).toContainText("Alex Athlete");
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await context.storageState(),
  });
  const asServed = await bare.newPage();
  await asServed.goto(admin.url());
  await expect(asServed.locator("[data-testid=message][data-role=user]").first()).toContainText(
    "Alex Athlete",
  );
  await expect(asServed.getByRole("link", { name: "Back to Chats of Alex Athlete" })).toBeVisible();
  await bare.close();
  await expect(admin.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await expect(admin.getByRole("button", { name: "Close chat" })).toHaveCount(0);
  // The history beside a chat is the reader's own chats: not shown beside someone else's.
  await expect(admin.getByRole("navigation", { name: "Chat history" })).toHaveCount(0);
  // It says whose chat it is, and leads back to their chats.
  await admin.getByRole("link", { name: "Back to Chats of Alex Athlete" }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard/chats/user/${me._id}$`));
  await expect(admin.getByRole("button", { name: /chat history/ })).toHaveCount(0);
  await context.close();
});

test("the agent picker starts with an agent chosen, and agent names are isolated from the text around them", async ({
  page,
  browser,
}) => {
  // A name that begins with RIGHT-TO-LEFT OVERRIDE would reverse what follows it unless it is isolated.
  const agentName = `\u202EE2E bidi ${RUN}`;
  await createAgentForUser(browser, agentName);

  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/chats/with-agent/coaching");
  const radios = page.getByRole("radio");
  await expect(radios.first()).toBeChecked();
  await expect(page.getByRole("button", { name: "Start chat" })).toBeEnabled();
  // Isolated, and shown in the order it was typed: the override is not part of what is rendered.
  await expect(page.locator("label bdi").filter({ hasText: `E2E bidi ${RUN}` })).toHaveText(
    `E2E bidi ${RUN}`,
  );

  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin, "admin@example.com");
  await admin.goto(`/dashboard/ai-config/agents?q=${RUN}`);
  await expect(admin.locator("table bdi").filter({ hasText: `E2E bidi ${RUN}` })).toHaveText(
    `E2E bidi ${RUN}`,
  );
  await context.close();
});

test("starting again with the same agent and mode goes back to a chat not written in yet, instead of another empty one", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const agentName = `E2E Again ${RUN}`;
  await createAgentForUser(browser, agentName);
  await signIn(page, "athlete@example.com");
  const start = async () => {
    await page.goto("/dashboard/chats/with-agent/coaching");
    await page.locator("label").filter({ hasText: agentName }).click();
    await page.getByRole("button", { name: "Start chat" }).click();
    await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
    const replies = page.locator("[data-testid=message][data-role=assistant]");
    await expect(replies.first()).toContainText("Welcome to your session");
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
    return page.url();
  };
  const first = await start();
  expect(await start()).toBe(first);
  await expect(page.locator("[data-testid=message][data-role=assistant]")).toHaveCount(1);

  // Once the person has written in it, Start chat makes a new one.
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(`Something to say ${RUN}`);
  await box.press("Enter");
  await expect(page.locator("[data-testid=message][data-role=assistant]")).toHaveCount(2);
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  expect(await start()).not.toBe(first);
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("a person's chats are cards, not a table that scrolls sideways", async ({ page }) => {
    await signIn(page, "admin@example.com");
    const athlete = await userIdOf(page, "athlete@example.com");
    await page.goto(`/dashboard/chats/user/${athlete}`);
    const cards = page.getByRole("list", { name: "Chats of this user" }).getByTestId("user-chat");
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole("table", { name: "Chats of this user" })).toBeHidden();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
  });
});
