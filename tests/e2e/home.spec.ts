/**
 * Issue 20 finding 11: each role's /dashboard is an overview (not the side menu again as tiles), every card has an
 * empty state and links to its pages, it fits a phone, and axe finds nothing serious; the coach's Assessments list
 * explains its count column, and a note written from an athlete's page lands on that athlete's notes.
 */
import type { Page } from "@playwright/test";
import { db } from "../../src/server/db";
import { DAY_MS, daysAgo, later } from "../support/clock";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import {
  createAgentForUser,
  expect,
  RUN,
  signIn,
  signInAndChoose,
  signInCoach,
  test,
  toast,
} from "./support";
import { makeTrackAthlete } from "./track-athlete";

/** The demo coach is in two teams: they choose the athletes' (Track Team). */

const region = (page: Page, name: string) => page.getByRole("region", { name });

test.afterAll(async () => {
  await db.$disconnect();
});

test.describe("home overviews", () => {
  test("the athlete's home continues the last chat and shows goals, feedback and streak, not menu tiles", async ({
    page,
    browser,
  }) => {
    const agentId = await createAgentForUser(browser, `Home agent ${RUN}`);
    await signIn(page, "athlete@example.com");
    const title = `Home chat ${RUN}`;
    const res = await page.request.post("/api/chats", {
      data: { type: "agent-chat", agents: [agentId], title },
    });
    expect(res.status(), await res.text()).toBe(201);
    const chat = (await res.json()) as { _id: string };

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: /Welcome, Alex Athlete/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Shortcuts" })).toHaveCount(0);
    for (const name of ["Active goals", "New feedback", "Streak"])
      await expect(region(page, name)).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const last = region(page, "Continue your last chat");
    await expect(last).toContainText(title);
    await expect(last).toContainText(`Home agent ${RUN}`);
    await last.getByRole("link", { name: "Continue chat" }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/chats/${chat._id}$`));
  });

  test("a goal past its deadline says it is overdue, on the home and on the goals list", async ({ page }) => {
    const email = `home.overdue.${RUN}@example.com`;
    const athlete = await makeTrackAthlete(email, `Olga Overdue ${RUN}`);
    const goal = (title: string, days: number) => ({
      userId: athlete.id,
      organizationId: athlete.organizationId,
      title,
      target: "Done",
      progress: 30,
      deadlineDate: later(days * DAY_MS),
    });
    await db.goal.createMany({ data: [goal(`Late goal ${RUN}`, -3), goal(`On time goal ${RUN}`, 20)] });
    await signIn(page, email);

    const goals = region(page, "Active goals").getByRole("listitem");
    await expect(goals.filter({ hasText: `Late goal ${RUN}` })).toContainText("Overdue since");
    await expect(goals.filter({ hasText: `On time goal ${RUN}` })).toContainText("Due");
    await expect(goals.filter({ hasText: `On time goal ${RUN}` })).not.toContainText("Overdue");

    await page.goto("/dashboard/goals");
    await expect(page.getByRole("row").filter({ hasText: `Late goal ${RUN}` })).toContainText("(overdue)");
    await expect(page.getByRole("row").filter({ hasText: `On time goal ${RUN}` })).not.toContainText(
      "overdue",
    );
    // Its page says so beside the status, and a goal without a priority shows no stray mark there.
    await page
      .getByRole("link", { name: `Late goal ${RUN}` })
      .first()
      .click();
    const badges = page.locator("[data-slot=card-header]").first();
    await expect(badges.getByText("Overdue", { exact: true })).toBeVisible();
    await expect(badges.getByText("—")).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("an athlete with nothing yet sees empty states that link to where one starts", async ({ page }) => {
    const email = `home.empty.${RUN}@example.com`;
    await makeTrackAthlete(email, `Emma Empty ${RUN}`);
    await signIn(page, email);
    await expect(region(page, "Continue your last chat")).toContainText("No chats yet");
    await expect(region(page, "New feedback")).toContainText("No new feedback from your coaches");
    // Signing in is the day's first activity: the streak starts at 1.
    await expect(page.getByTestId("streak-days")).toHaveText("1");
    await expect(region(page, "Streak")).toContainText("1 day in a row");
    const goals = region(page, "Active goals");
    await expect(goals).toContainText("No active goals yet — set one");
    await goals.getByRole("link", { name: "set one" }).click();
    await expect(page).toHaveURL(/\/dashboard\/goals\/create$/);
  });

  test("the coach's home lists a quiet member and recent observations, and the profile speaks to a coach", async ({
    page,
  }) => {
    const name = `Quinn Quiet ${RUN}`;
    const quiet = await makeTrackAthlete(`home.quiet.${RUN}@example.com`, name, 30);
    // Quiet too, and their mood fell from 8 to 5.5 between the two trend windows: both reasons put them first.
    const fallingName = `Fay Falling ${RUN}`;
    const falling = await makeTrackAthlete(`home.falling.${RUN}@example.com`, fallingName, 60);
    await db.assessmentValue.createMany({
      data: [
        [8, 20],
        [8, 25],
        [5, 2],
        [6, 4],
      ].map(([value, days]) => ({
        userId: falling.id,
        organizationId: falling.organizationId,
        section: "mental" as const,
        key: "mood" as const,
        value,
        date: daysAgo(days),
      })),
    });
    await signInCoach(page);
    await expect(page.getByText("What your coach knows about you")).toHaveCount(0);
    await expect(region(page, "Recent observations")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    const attention = region(page, "Needs attention");
    const fallingRow = attention.getByRole("listitem").first();
    await expect(fallingRow).toContainText(fallingName);
    await expect(fallingRow).toContainText("Quiet for 7+ days");
    await expect(fallingRow.getByRole("link", { name: "Assessments down 2.5" })).toHaveAttribute(
      "href",
      `/dashboard/assessments/user/${falling.id}`,
    );
    const row = attention.getByRole("listitem").filter({ hasText: name });
    await expect(row).toContainText("Quiet for 7+ days");
    await expect(row).toContainText("No chat or journal yet");
    await row.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/users/view/${quiet.id}$`));

    // The coach's own profile does not talk about "your coach".
    await page.goto("/dashboard/profile");
    await expect(page.getByRole("heading", { level: 1, name: "My profile" })).toBeVisible();
    await expect(page.getByText("Your account and what the AI knows about you.")).toBeVisible();
    await expect(page.getByText(/what your coach/i)).toHaveCount(0);
    // Its sections speak to the coach, not about a third person; a one-day streak is "1 day".
    await expect(page.getByText("Who you are, in your own words.")).toBeVisible();
    await expect(page.getByText(/in their own words|work with them/)).toHaveCount(0);
    await expect(page.getByText(/^1 day \(best \d+\)$/)).toBeVisible();
  });

  test("the coach's Assessments list says what its count column is", async ({ page }) => {
    await signInCoach(page);
    await page.goto("/dashboard/assessments");
    await expect(page.getByRole("columnheader", { name: "Values", exact: true })).toHaveCount(0);
    const header = page.getByRole("columnheader", { name: "Scores recorded" });
    await expect(header).toBeVisible();
    await expect(header).toHaveAccessibleDescription(/12 areas/);
    await expect(page.getByText(/Scores recorded: how many area scores/)).toBeVisible();
  });

  test("a note created from an athlete's page lands on that athlete's notes", async ({ page }) => {
    await signInCoach(page);
    const users = await page.request.post("/api/users/paginate", {
      data: { searchQuery: "athlete@example.com", limit: 10 },
    });
    const athlete = ((await users.json()).docs as { _id: string; email: string }[]).find(
      (u) => u.email === "athlete@example.com",
    );
    expect(athlete).toBeTruthy();
    const notesPage = `/dashboard/coaching-notes/user/${athlete?._id}`;
    await page.goto(notesPage);
    await expect(
      page.getByRole("heading", { level: 1, name: "Coaching notes for Alex Athlete" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "New note" }).click();
    await expect(page).toHaveURL(/\/coaching-notes\/create\/for-user\//);
    const title = `Landing ${RUN}`;
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Content").fill("Looked tired at the end of the session.");
    await page.getByRole("button", { name: "Create note" }).click();
    await expect(toast(page, "Coaching note created successfully")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${notesPage}$`));
    await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  });

  test("the admin's home shows usage, agents and recent sign-ins", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await expect(page.getByRole("region", { name: "Shortcuts" })).toHaveCount(0);
    await expect(region(page, "Usage at a glance").getByText("Members", { exact: true })).toBeVisible();
    await expect(region(page, "Recent sign-ins").getByRole("link", { name: "Avery Admin" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    const agents = region(page, "Agents");
    const first = agents.getByRole("list", { name: "Agents" }).getByRole("link").first();
    await first.click();
    await expect(page).toHaveURL(/\/dashboard\/ai-config\/agents\/[0-9a-f]{24}$/);
  });

  test("the master admin's home is the chosen organisation's overview", async ({ page }) => {
    await signInAndChoose(page, "master@example.com", /Demo Academy/);
    await expect(region(page, "Usage at a glance")).toBeVisible();
    // Avery Admin belongs to Demo Academy and signed in during this run; the master's own organisation is another.
    await expect(region(page, "Recent sign-ins").getByRole("link", { name: "Avery Admin" })).toBeVisible();
  });
});

test.describe("home overviews on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const who of ["athlete", "coach", "admin"] as const) {
    test(`the ${who}'s home fits 390 px without horizontal scrolling`, async ({ page }) => {
      if (who === "coach") await signInCoach(page);
      else await signIn(page, `${who}@example.com`);
      const first = {
        athlete: "Continue your last chat",
        coach: "Needs attention",
        admin: "Usage at a glance",
      }[who];
      await expect(region(page, first)).toBeVisible();
      await expectNoHorizontalScroll(page);
      await expectNoSeriousAxeViolations(page);
    });
  }
});
