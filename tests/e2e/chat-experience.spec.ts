import type { Browser, Page, Route } from "@playwright/test";
import { db } from "../../src/server/db";
import { earlierToday, localTimeOn, noonDaysBefore, now } from "../support/clock";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, test, toast } from "./support";
import { makeTrackAthlete } from "./track-athlete";

/** Starts a chat with the test's own agent and waits for its greeting; answers the chat's URL. */
async function startChat(page: Page, agentName: string) {
  await page.goto("/dashboard/chats/with-agent/coaching");
  await page.locator("label").filter({ hasText: agentName }).click();
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  await expect(replies(page).first()).toContainText("Welcome to your session");
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  return page.url();
}

const messages = (page: Page) => page.getByRole("list", { name: "Messages" });
const replies = (page: Page) => messages(page).locator("[data-testid=message][data-role=assistant]");
const mine = (page: Page) => messages(page).locator("[data-testid=message][data-role=user]");

async function send(page: Page, text: string) {
  const count = await replies(page).count();
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(text);
  await box.press("Enter");
  await expect(replies(page)).toHaveCount(count + 1);
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
}

test.afterAll(async () => {
  await db.$disconnect();
});

test.describe("the chat screen (desktop)", () => {
  test("names the chat after the first exchange, renders markdown on both sides and lists it in the history beside the chat", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const agentName = `E2E Names ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    await expect(page.getByRole("heading", { level: 1, name: "Untitled chat" })).toBeVisible();

    await send(page, `**Intervals** ${RUN} are hard. How should I pace them?`);
    // Finding 4: the person's own markdown is rendered, not shown raw.
    await expect(mine(page).last().locator("strong")).toHaveText("Intervals");
    await expect(mine(page).last()).not.toContainText("**");
    // Finding 3: the first exchange names the chat (offline: from the athlete's first sentence).
    const title = `Intervals ${RUN} are hard`;
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Finding 5: the history beside the chat shows it under Today, marked as the open chat.
    const history = page.getByRole("navigation", { name: "Chat history" });
    const today = history.getByRole("region", { name: "Today" });
    await expect(today.getByRole("link", { name: title })).toHaveAttribute("aria-current", "page");
    await history.getByRole("searchbox", { name: "Search chats" }).fill(`Intervals ${RUN}`);
    await expect(history.getByRole("link")).toHaveCount(2); // New chat, and the one match
    await history.getByRole("searchbox", { name: "Search chats" }).fill(`nothing-like-this-${RUN}`);
    await expect(history.getByText("No chat matches your search.")).toBeVisible();

    // The column collapses, and stays collapsed after a reload.
    await page.getByRole("button", { name: "Hide chat history" }).click();
    await expect(history).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole("button", { name: "Show chat history" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Chat history" })).toHaveCount(0);
    await page.getByRole("button", { name: "Show chat history" }).click();
    await expect(page.getByRole("navigation", { name: "Chat history" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("copy, thumbs down with a comment that admins read, regenerate the last reply, and edit and resend the last message", async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(120_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const agentName = `E2E Actions ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    await send(page, `How long is a taper ${RUN}?`);

    const last = replies(page).last();
    // Copy puts the reply's text on the clipboard.
    await last.getByRole("button", { name: "Copy message" }).click();
    await expect(last.getByRole("button", { name: "Copied" })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(`How long is a taper ${RUN}?`);

    // Thumbs down is stored at once; the comment goes with it.
    await last.getByRole("button", { name: "Bad reply" }).click();
    const comment = `Too vague ${RUN}`;
    await page.getByLabel("What was wrong? (optional)").fill(comment);
    await page.getByRole("button", { name: "Send feedback" }).click();
    await expect(toast(page, "Thanks for your feedback")).toBeVisible();
    await page.reload();
    await expect(replies(page).last().getByRole("button", { name: "Bad reply" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    // Regenerate: the new reply takes the old one's place on screen (one reply to the message, not two).
    const before = await replies(page).count();
    await replies(page).last().getByRole("button", { name: "Regenerate reply" }).click();
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
    await expect(replies(page)).toHaveCount(before);
    await expect(replies(page).last()).toContainText(`How long is a taper ${RUN}?`);
    // Written again, so the person can see it is a new reply (offline: another opening).
    await expect(replies(page).last()).toContainText("Let me put that another way");
    await expect(replies(page).last().getByRole("button", { name: "Bad reply" })).toHaveAttribute(
      "aria-pressed",
      "false",
    );

    // Edit and resend the last message: it reads the new text, and the reply answers it.
    await mine(page).last().getByRole("button", { name: "Edit message" }).click();
    const edit = page.getByRole("textbox", { name: "Edit your message" });
    await edit.fill(`How long is a marathon taper ${RUN}?`);
    // Shift+Enter is a new line; Enter sends, as in the composer.
    await edit.press("Shift+Enter");
    await expect(edit).toHaveValue(`How long is a marathon taper ${RUN}?\n`);
    await edit.fill(`How long is a marathon taper ${RUN}?`);
    await edit.press("Enter");
    await expect(mine(page).last()).toContainText(`How long is a marathon taper ${RUN}?`);
    await expect(replies(page).last()).toContainText(`How long is a marathon taper ${RUN}?`);
    await expect(replies(page)).toHaveCount(before);
    await page.reload();
    await expect(mine(page).last()).toContainText(`How long is a marathon taper ${RUN}?`);
    await expect(replies(page)).toHaveCount(before);

    // The admin reads the comment in the feedback on replies of their home page.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin@example.com");
    const feedback = admin.getByRole("list", { name: "Feedback on replies" });
    await expect(feedback.getByText(comment)).toBeVisible();
    // The reply is quoted as plain text: the offline reply's closing line is in italics, its marks are not shown.
    const item = feedback.getByRole("listitem").filter({ hasText: comment });
    await expect(item).toContainText("(Offline demo model");
    await expect(item).not.toContainText("_(");
    await adminContext.close();
  });

  test("a chat brings its messages with the page: they show without scripts, nothing is fetched again, and what is typed early is sent", async ({
    page,
    browser,
  }) => {
    const agentName = `E2E With the page ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    const url = await startChat(page, agentName);
    await send(page, `Said before ${RUN}`);

    const bare = await browser.newContext({
      javaScriptEnabled: false,
      storageState: await page.context().storageState(),
    });
    const noScripts = await bare.newPage();
    await noScripts.goto(url);
    await expect(messages(noScripts)).toContainText("Welcome to your session");
    await expect(messages(noScripts)).toContainText(`Said before ${RUN}`);
    await expect(noScripts.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(noScripts.getByRole("textbox", { name: "Message" })).toBeVisible();
    await bare.close();

    const fetched: string[] = [];
    const refuse = (route: Route) => {
      if (route.request().method() !== "GET") return route.fallback();
      fetched.push(route.request().url());
      return route.abort();
    };
    await page.route(`**/api/chats/${url.split("/").pop()}`, refuse);
    await page.route("**/api/chats/history*", refuse);
    // Nor is what else the chat needs: the viewer's right to hidden info and the chat's agent came with it too.
    page.on("request", (request) => {
      if (/\/api\/(users\/me|agents\/list)$/.test(new URL(request.url()).pathname))
        fetched.push(request.url());
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    // What is typed before the scripts have run is kept, and sent once they have.
    const release = await holdRequests(page, "**/_next/static/chunks/**");
    await page.goto(url, { waitUntil: "commit" });
    await expect(mine(page)).toHaveCount(1);
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill(`Said after ${RUN}`);
    release();
    await expect(page.getByRole("button", { name: "Search…" })).toBeEnabled();
    await expect(box).toHaveValue(`Said after ${RUN}`);
    await box.press("Enter");
    await expect(mine(page)).toHaveCount(2);
    await expect(mine(page).last()).toContainText(`Said after ${RUN}`);
    await expect(replies(page)).toHaveCount(3);
    expect(fetched).toEqual([]);
    // A page whose server HTML and first render differ is thrown away and drawn again (React's error #418).
    expect(errors).toEqual([]);
  });

  test("back on a chat after leaving it, what was said meanwhile is there, not the chat as its page first came", async ({
    page,
    browser,
  }) => {
    const agentName = `E2E Back ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    const url = await startChat(page, agentName);
    await page.goto(url);
    await send(page, `Said before leaving ${RUN}`);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Goals" }).click();
    await expect(page).toHaveURL(/\/dashboard\/goals$/);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(mine(page)).toHaveCount(1);
    await expect(mine(page).first()).toContainText(`Said before leaving ${RUN}`);
    await expect(replies(page)).toHaveCount(2);
  });

  test("a link reached by keyboard while the chat loads keeps the keyboard when the chat arrives", async ({
    page,
    browser,
  }) => {
    await createAgentForUser(browser, `E2E Late chat ${RUN}`);
    await signIn(page, "athlete@example.com");
    const url = await startChat(page, `E2E Late chat ${RUN}`);
    const release = await holdRequests(page, `**/api/chats/${url.split("/").pop()}`);
    await page.goto(url);
    const goals = page.getByRole("navigation").getByRole("link", { name: "Goals" });
    await goals.focus();
    release();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
    await expect(replies(page).first()).toContainText("Welcome to your session");
    await expect(goals).toBeFocused();
  });

  test("jump to latest appears while reading earlier messages and brings the newest back", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const agentName = `E2E Jump ${RUN}`;
    await createAgentForUser(browser, agentName);
    await page.setViewportSize({ width: 1000, height: 560 });
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    for (const n of [1, 2, 3]) await send(page, `Message ${n} about my long run plan ${RUN}.`);
    const transcript = page.getByTestId("transcript");
    await expect(page.getByRole("button", { name: "Jump to latest" })).toHaveCount(0);
    await transcript.evaluate((el) => el.scrollTo({ top: 0 }));
    await page.getByRole("button", { name: "Jump to latest" }).click();
    await expect
      .poll(() => transcript.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight))
      .toBeLessThan(80);
    await expect(page.getByRole("button", { name: "Jump to latest" })).toHaveCount(0);
  });

  test("the next message can be typed while a reply is on its way (no key is lost) and is sent once the reply is in", async ({
    page,
    browser,
  }) => {
    const agentName = `E2E Type ahead ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    // Hold the send request, so the reply is surely still on its way while the next message is typed.
    const release = await holdRequests(page, "**/api/chats/send");
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill(`First question ${RUN}`);
    await box.press("Enter");
    await expect(page.getByTestId("pending-message")).toContainText(`First question ${RUN}`);
    await box.pressSequentially("And a follow-up");
    await expect(box).toHaveValue("And a follow-up");
    await box.press("Enter"); // waits for the reply, said above the box, then goes by itself
    await expect(box).toHaveValue("");
    await expect(page.getByTestId("queued-message")).toContainText("Sends when the reply is in");
    await expect(page.getByTestId("queued-message")).toContainText("And a follow-up");
    release();
    await expect(mine(page)).toHaveCount(2);
    await expect(mine(page).last()).toContainText("And a follow-up");
    await expect(page.getByTestId("queued-message")).toHaveCount(0);
    await expect(replies(page)).toHaveCount(3);
  });

  test("a waiting message can be taken back into the box before it goes", async ({ page, browser }) => {
    const agentName = `E2E Take back ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    const release = await holdRequests(page, "**/api/chats/send");
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill(`First ${RUN}`);
    await box.press("Enter");
    await box.fill("Second thoughts");
    await box.press("Enter");
    await page.getByTestId("queued-message").getByRole("button", { name: "Edit" }).click();
    await expect(box).toHaveValue("Second thoughts");
    await expect(page.getByTestId("queued-message")).toHaveCount(0);
    release();
    await expect(replies(page)).toHaveCount(2);
    await expect(mine(page)).toHaveCount(1);
    await expect(box).toHaveValue("Second thoughts");
  });

  test("hidden info: none for the athlete; a disclosure with instructions, tokens, timings and the brief's record for canViewChatHiddenInfo", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const agentName = `E2E Hidden ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    const url = await startChat(page, agentName);
    await send(page, `Tell me about recovery ${RUN}.`);
    await expect(page.getByText("Show hidden info")).toHaveCount(0);
    await expect(page.getByText("Hidden info", { exact: true })).toHaveCount(0);
    await expect(messages(page)).not.toContainText("Instructions I am following");

    const admin = await db.user.findFirstOrThrow({ where: { email: "admin@example.com" } });
    await db.user.update({ where: { id: admin.id }, data: { canViewChatHiddenInfo: true } });
    const adminContext = await browser.newContext();
    try {
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, "admin@example.com");
      await adminPage.goto(url);
      await expect(replies(adminPage).last()).toContainText(`Tell me about recovery ${RUN}.`);
      await expect(adminPage.getByText("Hidden info", { exact: true })).toHaveCount(0);
      await adminPage.getByLabel("Show hidden info").click();
      const disclosure = replies(adminPage).last().getByText("Hidden info", { exact: true });
      await disclosure.click();
      const details = replies(adminPage).last().locator("details").first();
      await expect(details).toContainText("Tokens");
      await expect(details).toContainText("Timings");
      await expect(details).toContainText("Instructions");
      // What the model was told about the athlete: sources and tokens, never the data itself.
      await expect(details).toContainText("About the person");
      await expect(details).toContainText(/profile \d+.* of 1500 tokens/);
    } finally {
      await db.user.update({ where: { id: admin.id }, data: { canViewChatHiddenInfo: false } });
      await adminContext.close();
    }
  });
});

/** POST /api/chats/send, with or without a query string. */
const SEND_URL = /\/api\/chats\/send(\?|$)/;

test.describe("the states of a turn (desktop)", () => {
  /** Sets the status a reply's details carry, as the server stores a stopped or failed reply. */
  async function markLastReply(chatUrl: string, status: "stopped" | "error", content: string) {
    const chatId = chatUrl.split("/").at(-1) as string;
    const reply = await db.message.findFirstOrThrow({
      where: { chatId, role: "assistant", inactiveBranch: null },
      orderBy: { number: "desc" },
    });
    const details = { ...((reply.details as object | null) ?? {}), status };
    await db.message.update({ where: { id: reply.id }, data: { content, details } });
  }

  test("a failed reply says so and Retry writes it again; a stopped one says Stopped, also after a reload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const agentName = `E2E States ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    const url = await startChat(page, agentName);
    await send(page, `How do I pace a tempo run ${RUN}?`);

    await markLastReply(url, "error", "Half a rep");
    await page.reload();
    const last = replies(page).last();
    await expect(last).toHaveAttribute("data-status", "error");
    await expect(last).toContainText("The reply failed.");
    await last.getByRole("button", { name: "Retry" }).click();
    await expect(replies(page).last()).toHaveAttribute("data-status", "done");
    await expect(replies(page).last()).toContainText(`How do I pace a tempo run ${RUN}?`);
    await expect(messages(page)).not.toContainText("The reply failed.");
    await expect(messages(page)).not.toContainText("Half a rep");

    await markLastReply(url, "stopped", "Start easy and");
    await page.reload();
    await expect(replies(page).last()).toHaveAttribute("data-status", "stopped");
    await expect(replies(page).last()).toContainText("Start easy and");
    await expect(replies(page).last()).toContainText("Stopped");
    await expect(replies(page).last().getByRole("button", { name: "Retry" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("a message that could not be sent says so and keeps its text; Retry sends it once", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const agentName = `E2E Unsent ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    const text = `Is a rest day lazy ${RUN}?`;

    // The network drops the send: nothing reached the server.
    await page.route(SEND_URL, (route) => route.abort("internetdisconnected"));
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill(text);
    await box.press("Enter");
    const pending = page.getByTestId("pending-message");
    await expect(pending).toContainText("Not sent.");
    await expect(pending).toContainText(text);

    await page.unroute(SEND_URL);
    await pending.getByRole("button", { name: "Retry" }).click();
    await expect(pending).toHaveCount(0);
    await expect(mine(page).filter({ hasText: text })).toHaveCount(1);
    await expect(replies(page).last()).toContainText(text);
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
    await page.reload();
    await expect(mine(page).filter({ hasText: text })).toHaveCount(1);
  });
});

test.describe("versions of a message", () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px, editing an earlier message and regenerating a reply keep the earlier versions, and ‹ › brings them back`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      const agentName = `E2E Versions ${width} ${RUN}`;
      await createAgentForUser(browser, agentName);
      await signIn(page, "athlete@example.com");
      await startChat(page, agentName);
      await send(page, `First question ${RUN} about pacing`);
      await send(page, `Second question ${RUN} about hills`);

      // Edit the first message: a new branch from there, the old one kept.
      await mine(page).first().getByRole("button", { name: "Edit message" }).click();
      const edit = page.getByRole("textbox", { name: "Edit your message" });
      await edit.fill(`First question ${RUN} about tapering`);
      await edit.press("Enter");
      await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
      await expect(mine(page)).toHaveCount(1);
      await expect(mine(page).first()).toContainText("about tapering");
      await expect(replies(page).last()).toContainText("about tapering");
      const firstVersions = mine(page).first().getByTestId("versions");
      await expect(firstVersions).toContainText("Version 2 of 2");

      // Back to the first version: the whole conversation that followed it returns.
      await firstVersions.getByRole("button", { name: "Previous version" }).click();
      await expect(mine(page)).toHaveCount(2);
      await expect(mine(page).first()).toContainText("about pacing");
      await expect(mine(page).last()).toContainText("about hills");
      await expect(firstVersions).toContainText("Version 1 of 2");

      // Regenerate the first reply: the reply is written again, the earlier one (and what followed) kept.
      await replies(page).nth(1).getByRole("button", { name: "Regenerate reply" }).click();
      await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
      await expect(mine(page)).toHaveCount(1);
      await expect(replies(page).last()).toContainText("Let me put that another way");
      await page.reload();
      const replyVersions = replies(page).last().getByTestId("versions");
      await expect(replyVersions).toContainText("Version 2 of 2");
      await replyVersions.getByRole("button", { name: "Previous version" }).click();
      await expect(mine(page)).toHaveCount(2);
      await expect(mine(page).last()).toContainText("about hills");
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});

test.describe("the chat screen on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the header leaves the messages most of the screen, the history opens as a drawer, nothing scrolls sideways", async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const agentName = `E2E Phone ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    const url = await startChat(page, agentName);
    await send(page, `Phone check ${RUN}: my calves are tight.`);

    // Finding 10: the chat header took ~240 px and left ~420 px for the messages. Its one row now leaves them
    // two thirds of the screen (the hint under the composer, which a phone's keyboard cannot follow, is gone).
    const box = await page.getByTestId("transcript").boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(844 * 0.65);
    await expect(page.getByText("Shift+Enter for a new line")).toBeHidden();
    await expectNoHorizontalScroll(page);
    // Talk and the star stay in the row; rename, archive and close are in the "More actions" menu.
    await expect(page.getByRole("button", { name: "Talk" })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add to favourites/ })).toBeVisible();
    await page.getByRole("button", { name: "More actions" }).click();
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Download as Markdown",
      "Download as PDF",
      "Rename chat",
      "Archive",
      "Close chat",
      "Delete chat",
    ]);
    await expectNoSeriousAxeViolations(page, "[role=menu]");
    await menu.getByRole("menuitem", { name: "Close chat" }).click();
    const confirm = page.getByRole("dialog", { name: "Close this chat?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(confirm).toHaveCount(0);
    await expect(page.getByRole("button", { name: "More actions" })).toBeFocused();
    await page.getByRole("button", { name: "More actions" }).click();
    await page.getByRole("menuitem", { name: "Rename chat" }).click();
    await expect(page.getByRole("textbox", { name: "Chat title" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Actions are offered without hovering (touch): copy on a reply.
    await expect(replies(page).last().getByRole("button", { name: "Copy message" })).toBeVisible();

    await page.getByRole("button", { name: "Open chat history" }).click();
    const drawer = page.getByRole("dialog", { name: "Your chats" });
    // Opening it does not focus the search box (a phone would open its keyboard over the list).
    await expect(drawer.getByRole("searchbox", { name: "Search chats" })).not.toBeFocused();
    const link = drawer.getByRole("link", { name: `Phone check ${RUN}: my calves are tight` });
    await expect(link).toHaveAttribute("aria-current", "page");
    await expectNoSeriousAxeViolations(page, "[role=dialog]");
    await drawer.getByRole("link", { name: "New chat" }).click();
    await expect(page).toHaveURL(/\/dashboard\/chats\/with-agent/);
    await page.goto(url);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("the chat history (desktop)", () => {
  // The browser's clock is pinned a minute after and a minute before a local midnight, where "Today" and
  // "Yesterday" part: yesterday 23:59 and today 00:01 (both past, so the session stays valid).
  for (const [label, clock] of [
    ["00:01", localTimeOn(now(), "00:01")],
    ["23:59", localTimeOn(noonDaysBefore(1), "23:59")],
  ] as const) {
    test(`pins every favourite on top however old, groups the rest by day at ${label}, and Show more reaches older chats`, async ({
      page,
      browser,
    }) => {
      test.setTimeout(90_000);
      const email = `history.${label.replace(":", "")}.${RUN}@example.com`;
      await makeTrackAthlete(email, `Hana History ${RUN}`);
      const agentId = await createAgentForUser(browser, `E2E History ${RUN}`, email);
      await signIn(page, email);

      // 32 chats: 28 today, one yesterday, one 3 days ago, one 40 days ago, and a favourite untouched for 60 days.
      // The favourite is older than the first page of 30 recent chats, so only its own query can pin it.
      const daysAgo = [...Array(28).fill(0), 1, 3, 40, 60];
      const today = earlierToday(28, clock);
      const LONG = `History 31 ${RUN}: what should I eat before a morning race, and how long before the start?`;
      const ids: string[] = [];
      for (const [n, days] of daysAgo.entries()) {
        const res = await page.request.post("/api/chats", {
          data: { agents: [agentId], title: n === 31 ? LONG : `History ${n} ${RUN}` },
        });
        expect(res.status(), await res.text()).toBe(201);
        const chat = (await res.json()) as { _id: string };
        ids.push(chat._id);
        const at = days === 0 ? today[n] : noonDaysBefore(days, clock);
        await db.chat.update({
          where: { id: chat._id },
          data: { lastMessageAt: at, isFavorite: days === 60 },
        });
      }

      await page.clock.setFixedTime(clock);
      await page.goto(`/dashboard/chats/${ids[0]}`);
      const history = page.getByRole("navigation", { name: "Chat history" });
      const group = (name: string) => history.getByRole("region", { name });
      await expect(group("Favourites").getByRole("link")).toHaveText([LONG]);
      // A long title ends in an ellipsis inside the column instead of running past its edge.
      const title = group("Favourites").getByRole("link").locator("[title]");
      const [column, link] = [
        await history.boundingBox(),
        await group("Favourites").getByRole("link").boundingBox(),
      ];
      expect((link?.x ?? 0) + (link?.width ?? 0)).toBeLessThanOrEqual(
        (column?.x ?? 0) + (column?.width ?? 0) + 1,
      );
      expect(await title.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      await expect(group("Today").getByRole("link")).toHaveCount(28);
      await expect(group("Today").getByRole("link").first()).toHaveText(`History 0 ${RUN}`);
      await expect(group("Yesterday").getByRole("link")).toHaveText([`History 28 ${RUN}`]);
      await expect(group("Previous 7 days").getByRole("link")).toHaveText([`History 29 ${RUN}`]);
      await expect(group("Older")).toHaveCount(0);
      // The groups come in the order people read them.
      const order = await history.getByRole("region").evaluateAll((els) => els.map((el) => el.ariaLabel));
      expect(order).toEqual(["Favourites", "Today", "Yesterday", "Previous 7 days"]);

      await history.getByRole("button", { name: "Show more" }).click();
      await expect(group("Older").getByRole("link")).toHaveText([`History 30 ${RUN}`]);
      await expect(history.getByRole("button", { name: "Show more" })).toHaveCount(0);

      // Starring the open chat pins it at once, and un-starring puts it back under its day.
      await page.getByRole("button", { name: "Add to favourites" }).click();
      await expect(group("Favourites").getByRole("link")).toHaveText([`History 0 ${RUN}`, LONG]);
      await page.getByRole("button", { name: "Remove from favourites" }).click();
      await expect(group("Favourites").getByRole("link")).toHaveText([LONG]);
      await expect(group("Today").getByRole("link").first()).toHaveText(`History 0 ${RUN}`);
    });
  }
});

/** Holds every request to `url` until the answered function is called, then lets them all through. */
async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * As the athlete, starts a chat with a new agent of the test's own while its greeting is held back; answers the
 * function that lets the greeting through.
 */
async function startChatHoldingGreeting(page: Page, browser: Browser, agentName: string) {
  await createAgentForUser(browser, agentName);
  await signIn(page, "athlete@example.com");
  const release = await holdRequests(page, "**/api/chats/greeting/*");
  await page.goto("/dashboard/chats/with-agent/coaching");
  await page.locator("label").filter({ hasText: agentName }).click();
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  return release;
}

test.describe("a new chat's greeting", () => {
  test("while it is on its way the agent is shown writing, not 'No messages yet'; then it arrives", async ({
    page,
    browser,
  }) => {
    const agentName = `E2E Greeting ${RUN}`;
    const release = await startChatHoldingGreeting(page, browser, agentName);
    await expect(
      page.getByTestId("streaming-reply").getByRole("status", { name: `${agentName} is writing` }),
    ).toBeVisible();
    await expect(page.getByText("No messages yet.")).toHaveCount(0);
    release();
    await expect(replies(page).first()).toContainText("Welcome to your session");
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  });

  test("someone who went to the history's search while the greeting streamed stays there when it arrives", async ({
    page,
    browser,
  }) => {
    const release = await startChatHoldingGreeting(page, browser, `E2E Greeting search ${RUN}`);
    const search = page.getByRole("navigation", { name: "Chat history" }).getByRole("searchbox");
    await search.fill("plan");
    await expect(search).toBeFocused();
    release();
    await expect(replies(page).first()).toContainText("Welcome to your session");
    await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("plan");
  });

  for (const width of [1440, 390]) {
    test(`at ${width} px, a message typed and sent while the greeting streams waits for it, then goes`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const release = await startChatHoldingGreeting(page, browser, `E2E Greeting queue ${width} ${RUN}`);
      const box = page.getByRole("textbox", { name: "Message" });
      await box.fill(`Straight away ${RUN}`);
      await box.press("Enter");
      await expect(page.getByTestId("queued-message")).toContainText(`Straight away ${RUN}`);
      await expect(mine(page)).toHaveCount(0);
      release();
      await expect(replies(page).first()).toContainText("Welcome to your session");
      await expect(mine(page)).toHaveCount(1);
      await expect(mine(page).first()).toContainText(`Straight away ${RUN}`);
      await expect(replies(page)).toHaveCount(2);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
