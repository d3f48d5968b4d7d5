import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { CONTEXT_COOKIES } from "../../src/lib/constants";
import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { MENUS } from "../support/menus";
import { expect, test } from "./support";

// The seeded demo accounts (src/server/seed/demo.ts); scripts/test.mjs seeds before starting the server and
// gives this process DATABASE_URL and FIREBASE_AUTH_EMULATOR_HOST, so tests can make their own data.
const PASSWORD = "Demo-pass-2026";
// People of their own, so these tests never change a seeded account and do not depend on its intake-form
// state: an athlete who fills the intake form here, and a coach of both teams who has filled it (the seeded
// coach has not, so step 4 would send it to the intake form after choosing a team).
const FRESH_ATHLETE = { email: "shell.fresh.athlete@example.com", name: "Fiona Fresh" };
const COACH = { email: "shell.coach@example.com", name: "Cody Shellcoach" };

let academy: { id: string; teams: Record<string, string> };
let masterOrganizationId: string;

test.beforeAll(async () => {
  const org = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { select: { id: true, name: true } } },
  });
  academy = { id: org.id, teams: Object.fromEntries(org.teams.map((t) => [t.name, t.id])) };
  masterOrganizationId = (await db.organization.findUniqueOrThrow({ where: { slug: "master" } })).id;
  await upsertAccount({
    ...COACH,
    password: PASSWORD,
    role: "coach",
    organizationId: academy.id,
    teamIds: [academy.teams["Track Team"], academy.teams["Swim Team"]],
    filledIntakeForm: true,
  });
});

test.afterAll(async () => {
  await db.$disconnect();
});

async function signIn(page: Page, email: string) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

/** Chooses the dashboard context without the /select-dashboard page (which has tests of its own). */
async function choose(
  context: BrowserContext,
  baseURL: string,
  ids: { organization?: string; team?: string },
) {
  const cookies = [];
  if (ids.organization)
    cookies.push({ name: CONTEXT_COOKIES.organization, value: ids.organization, url: baseURL });
  if (ids.team) cookies.push({ name: CONTEXT_COOKIES.team, value: ids.team, url: baseURL });
  await context.addCookies(cookies);
}

const menu = (page: Page) => page.getByRole("navigation", { name: "Main menu" });
const menuToggle = (page: Page) => page.getByRole("button", { name: "Menu" });

async function menuLabels(page: Page): Promise<string[]> {
  await expect(menu(page)).toBeVisible();
  return (await menu(page).getByRole("link").allTextContents()).map((s) => s.trim());
}

async function administrationLabels(page: Page): Promise<string[]> {
  const group = menu(page).getByRole("list", { name: "Administration" });
  if ((await group.count()) === 0) return [];
  return (await group.getByRole("link").allTextContents()).map((s) => s.trim());
}

test.describe("route guard (§2), each step", () => {
  test("1. a signed-in visitor of /sign-in goes to /dashboard", async ({ page }) => {
    await signIn(page, "athlete@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/sign-in");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: /Welcome, Alex Athlete/ })).toBeVisible();
  });

  test("2. an anonymous visitor goes to /sign-in, a signed-in one without access to /403", async ({
    page,
  }) => {
    await page.goto("/dashboard/users");
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fdashboard%2Fusers$/);
    await signIn(page, "athlete@example.com");
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto("/dashboard/users");
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole("heading", { name: "Forbidden" })).toBeVisible();
  });

  test("3. a master admin chooses an organisation first", async ({ page }) => {
    await signIn(page, "master@example.com");
    await expect(page).toHaveURL(/\/select-dashboard$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/select-dashboard$/);
    await expect(page.getByRole("heading", { name: "Choose an organization" })).toBeVisible();
    await page.getByRole("button", { name: /Demo Academy/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("current-organization")).toHaveText("Demo Academy");
    await expect(page.getByRole("heading", { name: /Welcome, Morgan Master/ })).toBeVisible();
  });

  test("3. a coach with teams chooses a team first", async ({ page }) => {
    await signIn(page, COACH.email);
    await expect(page).toHaveURL(/\/select-dashboard$/);
    await expect(page.getByRole("heading", { name: "Choose a team" })).toBeVisible();
    const teams = page.getByRole("list", { name: "Teams" }).getByRole("button");
    await expect(teams).toHaveText([/Swim Team/, /Track Team/]);
    await page.screenshot({ path: test.info().outputPath("select-dashboard.png") });
    await page.getByRole("button", { name: /Swim Team/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId("current-team")).toHaveText("Swim Team");
    expect(await menuLabels(page)).toContain("Team");
    expect(await menuLabels(page)).not.toContain("Teams");
  });

  test("4. a non-admin who has not filled the intake form fills it, then gets in", async ({ page }) => {
    await upsertAccount({
      ...FRESH_ATHLETE,
      password: PASSWORD,
      role: "user",
      organizationId: academy.id,
      teamIds: [academy.teams["Track Team"]],
      filledIntakeForm: false,
    });
    await signIn(page, FRESH_ATHLETE.email);
    await expect(page).toHaveURL(/\/dashboard\/intake-form$/);
    await page.goto("/dashboard/coaching-notes");
    await expect(page).toHaveURL(/\/dashboard\/intake-form$/);
    // Nothing to navigate to yet: the side menu is left out until the form is filled.
    await expect(menu(page)).toHaveCount(0);

    // The intake form's steps (its own browser test is tests/e2e/profile.spec.ts): about you, wellbeing,
    // preferences, then personality, which is optional and ends with "Save and continue".
    await page.getByLabel("Preferred name").fill("Fi");
    await page.getByLabel("Bio").fill("Sprinter, 200 m.");
    await page.screenshot({ path: test.info().outputPath("intake-form.png") });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("heading", { name: "Wellbeing" })).toBeVisible();
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Preferred language").selectOption("es-ES");
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("button", { name: "Save and continue" }).click();
    await expect(
      // The next page is already in the language chosen, and so is its toast.
      page.locator("[data-sonner-toast]").filter({ hasText: "Perfil: se ha actualizado correctamente" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The dashboard now speaks the language chosen in the form.
    await expect(page.getByRole("heading", { name: /Hola, Fiona Fresh/ })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Menú principal" }).getByRole("link").first(),
    ).toHaveText("Inicio");

    const user = await db.user.findUniqueOrThrow({ where: { email: FRESH_ATHLETE.email } });
    expect(user.filledIntakeForm).toBe(true);
  });
});

test.describe("side menu (§2) per role", () => {
  test("admin", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await menuLabels(page)).toEqual(MENUS.admin);
    expect(await administrationLabels(page)).toEqual(["Users", "Teams", "AI Config", "Audit trail"]);
    await expect(page.getByTestId("current-organization")).toHaveText("Demo Academy");
  });

  test("master admin in the master organisation, then in Demo Academy", async ({
    page,
    context,
    baseURL,
  }) => {
    await choose(context, baseURL as string, { organization: masterOrganizationId });
    await signIn(page, "master@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await administrationLabels(page)).toEqual([
      "Users",
      "Organizations",
      "Teams",
      "AI Config",
      "Audit trail",
    ]);
    await expect(page.getByTestId("current-organization")).toHaveText("Master Organization");

    await choose(context, baseURL as string, { organization: academy.id });
    await page.reload();
    expect(await menuLabels(page)).toEqual(MENUS.admin);
    await expect(page.getByTestId("current-organization")).toHaveText("Demo Academy");
    await expect(page.getByRole("link", { name: "Switch organization" })).toBeVisible();
  });

  test("coach with a selected team", async ({ page, context, baseURL }) => {
    await choose(context, baseURL as string, { team: academy.teams["Track Team"] });
    await signIn(page, COACH.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await menuLabels(page)).toEqual(MENUS.coach);
    await expect(page.getByTestId("current-team")).toHaveText("Track Team");
    await expect(page.getByRole("link", { name: "Switch team" })).toBeVisible();
  });

  test("athlete", async ({ page }) => {
    await signIn(page, "athlete@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await menuLabels(page)).toEqual(MENUS.athlete);
    expect(await administrationLabels(page)).toEqual([]);
    await expect(page.getByTestId("current-team")).toHaveText("Track Team");
  });
});

test.describe("shell", () => {
  test("the menu is open on wide screens, can be toggled, and marks the current page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, "athlete@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    await expect(menu(page).getByRole("link", { name: "Chats" })).not.toHaveAttribute("aria-current", /.*/);
    await page.screenshot({ path: test.info().outputPath("shell-1280.png") });

    // Keyboard: the toggle is a real button.
    await menuToggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    await page.keyboard.press("Space");
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
  });

  test("the menu is closed at the md breakpoint and below, and opens over the page", async ({ page }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await signIn(page, "admin@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(menu(page)).toBeHidden();
    await page.screenshot({ path: test.info().outputPath("shell-700.png") });

    await menuToggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "Home" })).toBeFocused();
    await page.screenshot({ path: test.info().outputPath("shell-700-open.png") });
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(menuToggle(page)).toBeFocused();

    // At exactly 768 px (md) it is closed too; above, open.
    await page.setViewportSize({ width: 768, height: 900 });
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "false");
    await page.setViewportSize({ width: 1024, height: 900 });
    await expect(menuToggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
  });

  test("after navigating, the page starts at the top", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 320 });
    await signIn(page, "admin@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await menu(page).getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/dashboard\/users$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the build manifest is published, and a new build is offered as a reload", async ({
    page,
    request,
  }) => {
    // Published by the build (shape only: parallel test runs on one machine share public/builds/).
    const published = await (await request.get("/builds/latest.json")).json();
    expect(published).toEqual({ buildId: expect.any(String), builtAt: expect.any(String) });
    const thisBuild = readFileSync(join(process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"), "utf8").trim();
    let manifestBuildId = thisBuild;
    await page.route("**/builds/latest.json", (route) =>
      route.fulfill({ json: { buildId: manifestBuildId, builtAt: new Date().toISOString() } }),
    );

    await page.clock.install();
    await signIn(page, "athlete@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    // Sign-in ends in a full page load: the check starts polling once the page is hydrated (Sign out enabled).
    await expect(page.getByRole("button", { name: "Sign out" })).toBeEnabled();
    const toastOfNewBuild = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "A new version is available" });
    const poll = async () => {
      const answered = page.waitForResponse("**/builds/latest.json");
      await page.clock.runFor(61_000);
      await answered;
    };
    // The manifest names the build the page runs: nothing is offered.
    await poll();
    await page.waitForTimeout(300);
    await expect(toastOfNewBuild).toHaveCount(0);

    manifestBuildId = "a-newer-build";
    await poll();
    await expect(toastOfNewBuild).toBeVisible();
    const reloaded = page.waitForEvent("load");
    await toastOfNewBuild.getByRole("button", { name: "Reload" }).click();
    await reloaded;
    const guard = await page.evaluate(() => sessionStorage.getItem("build-check:last-reload-at"));
    expect(Number(guard)).toBeGreaterThan(0);
  });
});

test.describe("error pages", () => {
  test("an unknown path shows 'Page Not Found' and the path", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByTestId("requested-path")).toHaveText("/no/such/page");

    await signIn(page, "athlete@example.com");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/nothing-here");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await expect(page.getByTestId("requested-path")).toHaveText("/dashboard/nothing-here");
  });

  test("/403 explains and links back to the dashboard", async ({ page }) => {
    await page.goto("/403");
    await expect(page.getByRole("heading", { name: "Forbidden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to dashboard" })).toHaveAttribute("href", "/dashboard");
  });
});
