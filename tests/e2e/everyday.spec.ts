import type { Page } from "@playwright/test";
import { db } from "../../src/server/db";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, RUN, signIn, signInCoach, test, toast } from "./support";

/** A goal of the demo athlete (Track Team, coached by the demo coach), made straight in the database. */
async function athleteGoal(title: string) {
  const athlete = await db.user.findUniqueOrThrow({
    where: { email: "athlete@example.com" },
    select: { id: true, organizationId: true },
  });
  await db.goal.create({
    data: { userId: athlete.id, organizationId: athlete.organizationId as string, title, target: "Done" },
  });
  return athlete.id;
}

/** Starts a chat with the test's own agent as the demo athlete; answers the chat's id. */
async function startChat(page: Page, agentName: string): Promise<string> {
  await page.goto("/dashboard/chats/with-agent/coaching");
  await page.locator("label").filter({ hasText: agentName }).click();
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  await expect(page.locator("[data-testid=message][data-role=assistant]").first()).toBeVisible();
  return page.url().split("/").pop() as string;
}

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a coach reaches their athletes' goals from Goals and from a member's page", async ({ page }) => {
      const title = `Coach sees this goal ${width} ${RUN}`;
      const athleteId = await athleteGoal(title);
      await signInCoach(page);
      await page.goto("/dashboard/goals");
      const whose = page.getByRole("navigation", { name: "Whose goals" });
      await expect(whose.getByRole("link", { name: "My athletes' goals" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await page.getByRole("searchbox", { name: "Search goals" }).fill(title);
      await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
      await expect(page.getByText("Alex Athlete").first()).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await expectNoHorizontalScroll(page);

      await whose.getByRole("link", { name: "My goals" }).click();
      await expect(page).toHaveURL(/view=mine$/);
      await expect(page.getByRole("link", { name: title, exact: true })).toHaveCount(0);

      await page.goto(`/dashboard/users/view/${athleteId}`);
      await page.getByRole("main").getByRole("link", { name: "Goals", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/dashboard/goals/user/${athleteId}$`));
      await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
    });

    test("a closed chat's summary is shown as formatted text, not markdown marks", async ({
      page,
      browser,
    }) => {
      const agentName = `E2E Summary ${width} ${RUN}`;
      await createAgentForUser(browser, agentName);
      await signIn(page, "athlete@example.com");
      const id = await startChat(page, agentName);
      await db.chat.update({
        where: { id },
        data: {
          closed: true,
          summary: "We worked on **intervals** and `tempo` runs; see the [guide](https://example.com/guide).",
          keywords: ["intervals", "tempo"],
        },
      });
      await page.reload();
      const summary = page.getByRole("region", { name: "Summary" });
      await expect(summary.locator("strong")).toHaveText("intervals");
      await expect(summary.getByRole("link", { name: "guide" })).toBeVisible();
      await expect(summary).not.toContainText("**");
      await expect(summary).not.toContainText("`");
      await expectNoSeriousAxeViolations(page);
    });

    test("a goal's status and progress agree: completed means 100 %, and a setback takes only what is there", async ({
      page,
    }) => {
      const title = `Agreeing goal ${width} ${RUN}`;
      await athleteGoal(title);
      await signIn(page, "athlete@example.com");
      await page.goto("/dashboard/goals");
      await page.getByRole("searchbox", { name: "Search goals" }).fill(title);
      // The search is committed to the address after a pause in typing: the list is read again then.
      await expect(page).toHaveURL(/[?&]q=Agreeing/);
      await page.getByRole("link", { name: title, exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard\/goals\/view\//);
      const bar = page.getByRole("progressbar", { name: "Goal progress" });
      await page.getByLabel("Progress change (points)").fill("25");
      await page.getByRole("button", { name: "Save progress" }).click();
      await expect(bar).toHaveAttribute("aria-valuenow", "25");
      // The toast sits below the header: the search, the bell and Sign out stay free.
      const saved = toast(page, "Progress updated successfully");
      await expect(saved).toBeVisible();
      const header = await page.locator("header").first().boundingBox();
      const headerBottom = (header?.y ?? 0) + (header?.height ?? 0);
      // Once it has slid in: toasts enter from above.
      await expect.poll(async () => (await saved.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(headerBottom);

      await page.getByLabel("Progress change (points)").fill("-50");
      await expect(
        page.getByText("Progress will go from 25% to 0%. Only 25 points can be taken away."),
      ).toBeVisible();
      await page.getByRole("button", { name: "Save progress" }).click();
      await expect(bar).toHaveAttribute("aria-valuenow", "0");
      const notes = page.getByRole("list", { name: "Progress notes" });
      await expect(notes.getByRole("listitem").first()).toContainText("-25");

      await expect(page.getByText("Completed sets progress to 100%.")).toBeVisible();
      await page.getByLabel("Status").selectOption("completed");
      await expect(bar).toHaveAttribute("aria-valuenow", "100");
      await expect(notes.getByText("Marked completed")).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test("an agent or set assigned to nobody is said so; the trigger editor speaks plainly", async ({
      page,
    }) => {
      await signIn(page, "admin@example.com");
      await page.goto("/dashboard/ai-config/agents/create");
      const nobody = page.getByTestId("assigned-to-nobody");
      await expect(nobody).toContainText("Nobody is assigned yet");
      await expect(page.getByRole("switch", { name: "Assign to the organization" })).toHaveCount(0);
      await page.getByRole("switch", { name: "Everybody in the organisation" }).click();
      await expect(nobody).toHaveCount(0);

      await page.goto("/dashboard/ai-config/instruction-sets/create");
      await page.getByLabel("Name", { exact: true }).fill(`E2E Plain set ${width} ${RUN}`);
      await expect(page.getByText("No agent chosen: the set applies in chats with any agent.")).toBeVisible();
      await page.getByRole("button", { name: "Add trigger" }).click();
      await page.getByLabel("Trigger 1 kind").selectOption({ label: "Session number is" });
      await page.getByLabel("Trigger 1 number").fill("abc");
      await page.getByRole("button", { name: "Add trigger" }).click();
      await page.getByLabel("Trigger 2 kind").selectOption({ label: "Chat mode is" });
      await page.getByRole("button", { name: "Create instruction set" }).click();
      const fieldErrors = page.locator("[data-slot=form-field-error]");
      await expect(fieldErrors.filter({ hasText: "Enter a number" })).toBeVisible();
      await expect(fieldErrors.filter({ hasText: "Choose a mode" })).toBeVisible();
      await expect(page.getByText(/Invalid input|Invalid option|received NaN/)).toHaveCount(0);
      await expect(nobody).toBeVisible();
      await expectNoSeriousAxeViolations(page);
    });

    test("a missing page or record keeps the app frame, leads home, and offers no pointless Retry", async ({
      page,
    }) => {
      await signIn(page, "athlete@example.com");
      await page.goto("/dashboard/nothing-here");
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Notifications/ })).toBeVisible();
      await page.getByRole("link", { name: "Go to your home" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);

      await page.goto("/dashboard/goals/view/0123456789abcdef01234567");
      await expect(page.getByRole("status").filter({ hasText: "Goal not found" })).toBeVisible();
      await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
      await page.goto("/dashboard/goals/view/not-an-id");
      await expect(page.getByText("Not found", { exact: true })).toBeVisible();
      await expect(page.getByText("Validation Error")).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Retry" })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
    });

    test("an athlete's menu has one entry for their coaches' notes", async ({ page }) => {
      await signIn(page, "athlete@example.com");
      await page.goto("/dashboard/coaching-notes");
      await expect(page).toHaveURL(/\/dashboard\/feedbacks$/);
      if (width < 768) await page.getByRole("button", { name: "Menu", exact: true }).click();
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link", { name: "Feedbacks" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Coaching Notes" })).toHaveCount(0);
    });

    test("an athlete is told who reads their chat, downloads it and deletes it, knowing what that means", async ({
      page,
      browser,
    }) => {
      const agentName = `E2E Own chat ${width} ${RUN}`;
      await createAgentForUser(browser, agentName);
      await signIn(page, "athlete@example.com");
      const id = await startChat(page, agentName);
      await expect(page.getByTestId("who-reads")).toContainText(
        "Your coaches and your club's admins can read this chat.",
      );

      await page.getByRole("button", { name: "More actions" }).click();
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("menuitem", { name: "Download as Markdown" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/\.md$/);
      const text = await (await download.createReadStream()).toArray();
      expect(Buffer.concat(text).toString()).toContain(`_With ${agentName} · Coaching`);

      await page.getByRole("button", { name: "More actions" }).click();
      await page.getByRole("menuitem", { name: "Delete chat" }).click();
      const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await expect(dialog).toContainText("What was already learned from it stays");
      await expectNoSeriousAxeViolations(page);
      await dialog.getByRole("button", { name: "Delete chat" }).click();
      await expect(page).toHaveURL(/\/dashboard\/chats$/);
      expect(await db.chat.findUnique({ where: { id } })).toBeNull();

      await page.goto(`/dashboard/what-my-coach-knows#who-reads-your-chats`);
      await expect(page.getByRole("heading", { name: "Who can read your chats" })).toBeInViewport();
    });

    test("a coach writing a coach prompt starts from one of the organisation's templates, and can undo it", async ({
      page,
    }) => {
      const athleteId = await athleteGoal(`Template run goal ${width} ${RUN}`);
      const academy = await db.user.findUniqueOrThrow({
        where: { id: athleteId },
        select: { organizationId: true },
      });
      const title = `Recovery week ${width} ${RUN}`;
      await db.coachPromptTemplate.create({
        data: {
          title,
          content: "Ask how sleep and soreness were this week before talking about training.",
          organizationId: academy.organizationId as string,
        },
      });
      await signInCoach(page);
      await page.goto(`/dashboard/coaching-notes/create/for-user/${athleteId}`);
      await page.getByLabel("Type").selectOption("coach-prompt");
      await page.getByLabel("Content").fill("My own words");
      await page.getByLabel("Start from a template").selectOption({ label: title });
      await expect(page.getByLabel("Title", { exact: true })).toHaveValue(title);
      await expect(page.getByLabel("Content")).toHaveValue(/^Ask how sleep and soreness/);
      await toast(page, "replaced what you had written").getByRole("button", { name: "Undo" }).click();
      await expect(page.getByLabel("Content")).toHaveValue("My own words");
      await page.getByLabel("Start from a template").selectOption({ label: title });
      await expectNoSeriousAxeViolations(page);
      await page.getByRole("button", { name: "Create note" }).click();
      await expect(toast(page, "Coaching note created successfully")).toBeVisible();
      const note = await db.coachingNote.findFirstOrThrow({ where: { title, toUserId: athleteId } });
      expect(note).toMatchObject({ type: "coach_prompt", content: expect.stringMatching(/^Ask how sleep/) });
    });

    test("an admin gives an agent conversation starters; a new chat offers them and one tap sends it", async ({
      page,
      browser,
    }) => {
      const agentName = `E2E Starters ${width} ${RUN}`;
      const agentId = await createAgentForUser(browser, agentName);
      const admin = await browser.newContext({ viewport: { width, height: 900 } });
      const adminPage = await admin.newPage();
      await signIn(adminPage, "admin@example.com");
      await adminPage.goto(`/dashboard/ai-config/agents/edit/${agentId}`);
      await adminPage.getByLabel("Starter 1").fill("Help me plan my training week");
      await adminPage.getByLabel("Starter 2").fill("How do I recover after a race?");
      await expectNoSeriousAxeViolations(adminPage);
      await adminPage.getByRole("button", { name: "Save changes" }).click();
      await expect(toast(adminPage, "Agent updated successfully")).toBeVisible();
      await admin.close();

      await signIn(page, "athlete@example.com");
      await startChat(page, agentName);
      const starters = page.getByRole("list", { name: "Conversation starters" });
      await expect(starters.getByRole("button")).toHaveText([
        "Help me plan my training week",
        "How do I recover after a race?",
      ]);
      await expectNoSeriousAxeViolations(page);
      await starters.getByRole("button", { name: "How do I recover after a race?" }).click();
      const mine = page.locator("[data-testid=message][data-role=user]");
      await expect(mine).toHaveCount(1);
      await expect(mine.first()).toContainText("How do I recover after a race?");
      await expect(starters).toHaveCount(0);
    });

    test("an admin invites a new person by e-mail, sees they have not signed in yet, and can resend once", async ({
      page,
    }) => {
      const name = `Ivy Invited ${width} ${RUN}`;
      const email = `e2e-invite-${width}-${RUN}@example.com`;
      await signIn(page, "admin@example.com");
      await page.goto("/dashboard/users/create");
      await page.getByLabel("Name").fill(name);
      await page.getByLabel("Email").fill(email);
      await expect(page.getByRole("switch", { name: "Send an invitation e-mail" })).toBeChecked();
      await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
      await page.getByLabel("Role").selectOption("user");
      await expectNoSeriousAxeViolations(page);
      await page.getByRole("button", { name: "Create user" }).click();
      await expect(toast(page, `User created: an invitation went to ${email}`)).toBeVisible();

      await page.getByRole("searchbox", { name: "Search users" }).fill(name);
      await expect(page).toHaveURL(/[?&]q=Ivy/);
      await expect(page.getByText("Not signed in yet").first()).toBeVisible();
      await page.getByRole("link", { name, exact: true }).first().click();
      await page.getByRole("button", { name: "Resend invitation" }).click();
      await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
      await page.getByRole("button", { name: "Resend invitation" }).click();
      await expect(
        toast(page, "An e-mail went to them less than 5 minutes ago: try again later"),
      ).toBeVisible();
    });

    test("the admin's home counts the same chats and journals as the usage report below it", async ({
      page,
    }) => {
      await signIn(page, "admin@example.com");
      const glance = (label: string) => page.locator("dt", { hasText: label }).locator("xpath=../dd");
      for (const [home, report] of [
        ["Chats started, last 30 days", "usage-totalChatsCreated"],
        ["Journals written, last 30 days", "usage-totalJournalsCreated"],
      ]) {
        await expect(page.getByTestId(report)).toHaveText(/^\d+$/);
        await expect(glance(home)).toHaveText((await page.getByTestId(report).textContent()) as string);
      }
    });
  });
}

test.describe("at 1024 px, where the menu opens by default", () => {
  test.use({ viewport: { width: 1024, height: 768 } });

  test("the chat has room: history as a drawer, the title whole, the page's name whole in the breadcrumb", async ({
    page,
    browser,
  }) => {
    const agentName = `E2E A rather long agent name ${RUN}`;
    await createAgentForUser(browser, agentName);
    await signIn(page, "athlete@example.com");
    await startChat(page, agentName);
    const box = page.getByRole("textbox", { name: "Message" });
    await box.fill("Questions about my intervals");
    await box.press("Enter");
    await expect(page.locator("[data-testid=message][data-role=assistant]")).toHaveCount(2);
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();

    await expect(page.getByRole("complementary", { name: "Your chats" })).toHaveCount(0);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText(/Questions about my intervals/);
    // The header's buttons keep their words for wider panes: here the title has the room.
    expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const titleBox = await title.boundingBox();
    const talk = await page.getByRole("button", { name: "Talk" }).first().boundingBox();
    await expect(page.getByRole("button", { name: "Close chat" })).toBeVisible();
    expect((titleBox?.x ?? 0) + (titleBox?.width ?? 0)).toBeLessThanOrEqual(talk?.x ?? 0);
    const current = page.getByTestId("current-page");
    expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

    await page.getByRole("button", { name: "Open chat history" }).click();
    await expect(page.getByRole("dialog").getByText("Questions about my intervals")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
});
