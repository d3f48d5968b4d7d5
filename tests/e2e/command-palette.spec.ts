import type { Browser, Page } from "@playwright/test";
import { CONTEXT_COOKIES } from "../../src/lib/constants";
import { db } from "../../src/server/db";
import { expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, test } from "./support";

const CHAT_TITLE = `Palette tempo chat ${RUN}`;
const GOAL_TITLE = `Palette sub-50 goal ${RUN}`;
let chatId: string;
let goalId: string;

test.beforeAll(async ({ browser }) => {
  const agentId = await createAgentForUser(browser, `Palette agent ${RUN}`);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "athlete@example.com");
  const chat = await page.request.post("/api/chats", {
    data: { type: "agent-chat", agents: [agentId], title: CHAT_TITLE },
  });
  expect(chat.status(), await chat.text()).toBe(201);
  chatId = (await chat.json())._id;
  const goal = await page.request.post("/api/goals", {
    data: { title: GOAL_TITLE, target: "Sub 50 minutes" },
  });
  expect(goal.status(), await goal.text()).toBe(201);
  goalId = (await goal.json())._id;
  await context.close();
});

test.afterAll(async () => {
  await db.$disconnect();
});

const searchButton = (page: Page) => page.getByRole("button", { name: "Search…", exact: true });
/** The shortcuts listen once the page is hydrated, which is when the header's search button is enabled. */
const hydrated = (page: Page) => expect(searchButton(page)).toBeEnabled();
const palette = (page: Page) => page.getByRole("dialog", { name: "Command palette" });
const paletteInput = (page: Page) => palette(page).getByRole("combobox");
const sideMenuLabels = async (page: Page) =>
  (await page.getByRole("navigation", { name: "Main menu" }).getByRole("link").allTextContents()).map((s) =>
    s.trim(),
  );
const goToLabels = async (page: Page) =>
  (await palette(page).getByRole("group", { name: "Go to" }).getByRole("option").allTextContents()).map((s) =>
    s.trim(),
  );

async function signInAs(browser: Browser, email: string, teamName?: string) {
  const context = await browser.newContext();
  if (teamName) {
    const team = await db.team.findFirstOrThrow({
      where: { name: teamName, organization: { slug: "demo-academy" } },
      select: { id: true },
    });
    await context.addCookies([
      { name: CONTEXT_COOKIES.team, value: team.id, url: test.info().project.use.baseURL as string },
    ]);
  }
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test.describe("command palette", () => {
  test("Ctrl-K opens it; typing finds a chat and a goal by title, marks the match, and Enter opens it", async ({
    page,
  }) => {
    await signIn(page, "athlete@example.com");
    await hydrated(page);
    await expectNoSeriousAxeViolations(page, "header");
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toBeFocused();

    await paletteInput(page).fill(CHAT_TITLE);
    const chat = palette(page).getByRole("option", { name: new RegExp(CHAT_TITLE) });
    await expect(chat).toBeVisible();
    await expect(chat.locator("mark")).toHaveText(CHAT_TITLE);
    await expect(chat).toHaveAttribute("aria-selected", "true");
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard/chats/${chatId}$`));
    await expect(palette(page)).toBeHidden();

    await page.keyboard.press("Control+k");
    await paletteInput(page).fill(`sub-50 goal ${RUN}`);
    const goal = palette(page).getByRole("option", { name: new RegExp(GOAL_TITLE) });
    await expect(goal).toBeVisible();
    await expect(goal.locator("mark")).toHaveText(`sub-50 goal ${RUN}`);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/dashboard/goals/view/${goalId}$`));

    // Nothing found: an empty state, not a blank box; Escape closes and a second Ctrl-K toggles.
    await page.keyboard.press("Control+k");
    await paletteInput(page).fill(`no such thing ${RUN}`);
    await expect(palette(page).getByText(`No results for “no such thing ${RUN}”.`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(palette(page)).toBeHidden();
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    await expect(paletteInput(page)).toHaveValue("");
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeHidden();
  });

  test("its pages are the side menu's, per role, and arrow keys choose one", async ({ browser }) => {
    for (const [email, team] of [
      ["athlete@example.com"],
      ["coach@example.com", "Track Team"],
      ["admin@example.com"],
    ] as const) {
      const { context, page } = await signInAs(browser, email, team);
      const menu = await sideMenuLabels(page);
      expect(menu.length).toBeGreaterThan(3);
      await searchButton(page).click();
      await expect(palette(page)).toBeVisible();
      expect(await goToLabels(page), email).toEqual(menu);

      // Typing narrows the pages too.
      await paletteInput(page).fill("account");
      expect(await goToLabels(page)).toEqual(["My Account"]);
      await paletteInput(page).fill("");

      await page.keyboard.press("ArrowDown");
      await expect(palette(page).getByRole("option", { name: menu[1] })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await page.keyboard.press("Enter");
      await expect(
        page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: menu[1] }),
      ).toHaveAttribute("aria-current", "page");
      await context.close();
    }
  });

  test("a page's name comes first: 'teams' opens Teams, not a record whose text mentions teams", async ({
    page,
  }) => {
    await signIn(page, "admin@example.com");
    await searchButton(page).click();
    await paletteInput(page).fill("teams");
    // The seeded Data Reviewer agent's description mentions teams: it is found, below the page.
    await expect(palette(page).getByRole("option", { name: /Data Reviewer/ })).toBeVisible();
    await expect(palette(page).getByRole("option").first()).toHaveText("Teams");
    await expect(palette(page).getByRole("option", { name: "Teams", exact: true })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/teams$/);
  });

  test("the header button shows its shortcut, and the palette offers the actions", async ({ page }) => {
    await signIn(page, "athlete@example.com");
    const button = searchButton(page);
    await expect(button).toContainText("Ctrl K");
    await expect(button).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
    await button.click();
    await paletteInput(page).fill("new chat");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/chats\/with-agent$/);
  });
});

test.describe("keyboard shortcuts", () => {
  test('"/" focuses the chat composer, and is typed as text once in it', async ({ page }) => {
    await signIn(page, "athlete@example.com");
    await page.goto(`/dashboard/chats/${chatId}`);
    const composer = page.getByRole("textbox", { name: "Message" });
    await expect(composer).toBeVisible();
    await expect(composer).toHaveAttribute("data-composer");
    await hydrated(page);
    // The new chat's greeting streams first; once it is in, the composer takes focus, so wait for that before
    // moving focus away.
    await expect(page.locator("[data-testid=message][data-role=assistant]").first()).toBeVisible();
    await expect(page.getByRole("button", { name: "Send" })).not.toHaveAttribute("aria-busy", "true");
    // Focus on a button, which is not a field: "/" is then the shortcut.
    await searchButton(page).focus();
    await expect(composer).not.toBeFocused();
    await page.keyboard.press("/");
    await expect(composer).toBeFocused();
    await expect(composer).toHaveValue("");
    await page.keyboard.type("a/b");
    await expect(composer).toHaveValue("a/b");
  });

  test('"?" opens the sheet listing every shortcut; Ctrl-Shift-O starts a new chat', async ({ page }) => {
    await signIn(page, "athlete@example.com");
    await hydrated(page);
    await page.keyboard.press("?");
    const sheet = page.getByRole("dialog", { name: "Keyboard shortcuts" });
    await expect(sheet).toBeVisible();
    for (const [keys, what] of [
      ["Ctrl + K", "Open the command palette"],
      ["Ctrl + Shift + O", "Start a new chat"],
      ["/", "focus the chat's message box"],
      ["?", "Show these keyboard shortcuts"],
    ]) {
      await expect(sheet.getByRole("img", { name: keys, exact: true })).toBeVisible();
      await expect(sheet.getByText(what)).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();

    // "?" typed in a field is text, not the sheet.
    await page.keyboard.press("Control+k");
    await paletteInput(page).pressSequentially("why?");
    await expect(paletteInput(page)).toHaveValue("why?");
    await expect(sheet).toBeHidden();
    await page.keyboard.press("Escape");

    await page.keyboard.press("Control+Shift+O");
    await expect(page).toHaveURL(/\/dashboard\/chats\/with-agent$/);
  });
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the header shows the page's name whole, and the palette works by touch", async ({ page }) => {
    await signIn(page, "athlete@example.com");
    for (const [path, name] of [
      ["/dashboard/account-settings", "My Account"],
      ["/dashboard/journals", "Journals"],
    ]) {
      await page.goto(path);
      const current = page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]');
      await expect(current).toHaveText(name);
      await expect(current).toBeVisible();
      const cut = await current.evaluate((el) => el.scrollWidth > el.clientWidth);
      expect(cut, `${name} is cut off`).toBe(false);
      // No parent cut to "Demo Ac… › Tr…": the phone's breadcrumb shows no crumb but the page's, none clipped.
      const crumbs = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
      await expect(crumbs).toHaveText([name]);
      const clipped = await page
        .getByRole("navigation", { name: "Breadcrumb" })
        .locator("li, li span")
        .evaluateAll((els) =>
          els
            .filter((el) => el.getClientRects().length > 0 && el.scrollWidth > el.clientWidth)
            .map((el) => el.textContent),
        );
      expect(clipped).toEqual([]);
    }
    // The organisation and team are at the top of the side menu's drawer, whole.
    await page.getByRole("button", { name: "Menu", exact: true }).tap();
    const drawer = page.getByRole("complementary", { name: "Side menu" });
    await expect(drawer.getByText("Demo Academy", { exact: true })).toBeVisible();
    await expect(drawer.getByText("Track Team", { exact: true })).toBeVisible();
    // The backdrop closes it (pressed beside the drawer, not under it).
    await page.getByRole("button", { name: "Close menu" }).tap({ position: { x: 360, y: 400 } });
    await expect(drawer).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("header-390.png") });
    await expectNoSeriousAxeViolations(page, "header");

    await searchButton(page).tap();
    await expect(palette(page)).toBeVisible();
    const box = await palette(page).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await paletteInput(page).fill(GOAL_TITLE);
    await palette(page)
      .getByRole("option", { name: new RegExp(GOAL_TITLE) })
      .tap();
    await expect(page).toHaveURL(new RegExp(`/dashboard/goals/view/${goalId}$`));
    await page.keyboard.press("Control+k");
    await expect(palette(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, '[role="dialog"]');
  });
});
