import type { Page } from "@playwright/test";
import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { expect, PASSWORD, RUN, signIn, test, toast } from "./support";

// People of their own (in the seeded Demo Academy), so these tests never change a seeded account: the seeded
// new.athlete@example.com must stay "intake form not filled" for tests/e2e/sign-in.spec.ts, and other specs
// read athlete@example.com's profile.
const NEWCOMER = { email: `profile.newcomer.${RUN}@example.com`, name: `Nora Newcomer ${RUN}` };
const ATHLETE = { email: `profile.athlete.${RUN}@example.com`, name: `Ari Athlete ${RUN}` };

let athleteId: string;

test.beforeAll(async () => {
  const academy = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { select: { id: true, name: true } } },
  });
  const track = academy.teams.find((t) => t.name === "Track Team")?.id as string;
  const base = { password: PASSWORD, role: "user" as const, organizationId: academy.id, teamIds: [track] };
  await upsertAccount({ ...NEWCOMER, ...base, filledIntakeForm: false });
  athleteId = (await upsertAccount({ ...ATHLETE, ...base, filledIntakeForm: true })).id;
});

test.afterAll(async () => {
  await db.$disconnect();
});

const region = (page: Page, name: string) => page.getByRole("region", { name });

test("a newcomer is sent to the intake form, goes through its steps and lands in the dashboard", async ({
  page,
}) => {
  await signIn(page, NEWCOMER.email);
  await expect(page).toHaveURL(/\/dashboard\/intake-form$/);
  const steps = page.getByRole("navigation", { name: "Intake form steps" });
  await expect(steps.locator('[aria-current="step"]')).toContainText("About you");

  // 1. About you
  await page.getByLabel("Preferred name").fill("Nora");
  await page.getByLabel("Bio").fill("400 m hurdler.");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // 2. Wellbeing: a description without a status is refused by this step's check.
  await expect(page.getByRole("heading", { name: "Wellbeing" })).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText("Wellbeing");
  await page.getByLabel("Injury description").fill("Sore left knee");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await expect(page.getByText("Field is required")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Wellbeing" })).toBeVisible();
  await page.getByLabel("Injury status").selectOption("minor-injury");
  await page
    .getByRole("list", { name: "Suggestions for Stress triggers" })
    .getByRole("button", { name: "Competitions" })
    .click();
  await page.getByLabel("Key motivators", { exact: true }).fill("Medals");
  await page.getByLabel("Key motivators", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // 3. Preferences; going back keeps what was typed.
  await expect(page.getByRole("heading", { name: "Preferences" })).toBeVisible();
  await page.getByLabel("Preferred language").selectOption("fr-FR");
  await page.getByRole("button", { name: "Warm and encouraging" }).click();
  await expect(page.getByRole("textbox", { name: "Communication tone" })).toHaveValue("Warm and encouraging");
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByLabel("Injury description")).toHaveValue("Sore left knee");
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Next", exact: true }).click();

  // 4. Personality (optional)
  await expect(page.getByRole("heading", { name: "Personality" })).toBeVisible();
  await page.getByLabel("Decision making", { exact: true }).fill("Analytical");
  await page.getByLabel("Inner philosopher: name").fill("Seneca");
  await page.getByRole("button", { name: "Save and continue" }).click();

  // The next page is already in the language chosen, and so is its toast.
  await expect(toast(page, "Profil\u00a0: mise à jour réussie")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const user = await db.user.findUniqueOrThrow({
    where: { email: NEWCOMER.email },
    include: { details: true },
  });
  expect(user.filledIntakeForm).toBe(true);
  expect(user.details).toMatchObject({
    preferredName: "Nora",
    injuryStatusValue: "minor_injury",
    injuryStatusDescription: "Sore left knee",
    stressTriggers: ["Competitions"],
    keyMotivators: ["Medals"],
    preferredLanguage: "fr_FR",
    preferredCommunicationTone: "Warm and encouraging",
    decisionMaking: expect.objectContaining({ title: "Analytical" }),
    innerPhilosopher: expect.objectContaining({ name: "Seneca" }),
  });

  // The dashboard now speaks the language chosen in the form.
  await page.goto("/dashboard/profile");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(region(page, "À propos")).toContainText("Nora");
  await expect(region(page, "Personnalité")).toContainText("Analytical");
  await expect(region(page, "Philosophe et héros intérieurs")).toContainText("Seneca");
});

test("an athlete saves the athlete form and sees it on their profile", async ({ page }) => {
  await signIn(page, ATHLETE.email);
  await page.goto("/dashboard/profile");
  await expect(region(page, "Wellbeing")).toContainText("Nothing here yet.");
  await region(page, "Wellbeing").getByRole("link", { name: "Edit wellbeing" }).click();
  await expect(page).toHaveURL(/\/dashboard\/athlete-form$/);

  await page.getByLabel("Injury status").selectOption("serious-injury");
  await page.getByLabel("Injury description").fill("Torn hamstring");
  await page.getByLabel("Stress triggers", { exact: true }).fill("Long travel");
  await page.getByLabel("Stress triggers", { exact: true }).press("Enter");
  await page.getByRole("button", { name: "Add life event" }).click();
  await page.getByLabel("Life event 1", { exact: true }).fill("First national final");
  await page.getByLabel("When (event 1)").fill("2024");
  await page.getByRole("button", { name: "Save athlete profile" }).click();
  await expect(toast(page, "Athlete profile updated successfully")).toBeVisible();

  await page.goto("/dashboard/profile");
  const wellbeing = region(page, "Wellbeing");
  await expect(wellbeing).toContainText("Serious injury");
  await expect(wellbeing).toContainText("Torn hamstring");
  await expect(wellbeing).toContainText("Long travel");
  await expect(wellbeing).toContainText("First national final");
});

test("annotations: an admin writes one about an athlete, who reads it and deletes only their own", async ({
  page,
}) => {
  await signIn(page, "admin@example.com");
  await page.goto(`/dashboard/users/annotations/${athleteId}`);
  await expect(page.getByRole("heading", { name: `Annotations: ${ATHLETE.name}` })).toBeVisible();
  await expect(page.getByText("No annotations yet.")).toBeVisible();
  await page.getByRole("button", { name: "Add annotation" }).click();
  await expect(page.getByText("Content is required")).toBeVisible();
  await page.getByLabel("New annotation").fill(`Admin note ${RUN}`);
  await page.getByRole("button", { name: "Add annotation" }).click();
  await expect(toast(page, "Annotation created successfully")).toBeVisible();
  await expect(page.getByRole("list", { name: "Annotations" })).toContainText(`Admin note ${RUN}`);

  await page.context().clearCookies();
  await signIn(page, ATHLETE.email);
  await page.goto("/dashboard/profile");
  await page.getByRole("link", { name: "Annotations", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/users/annotations/${athleteId}$`));
  await page.getByLabel("New annotation").fill(`My note ${RUN}`);
  await page.getByRole("button", { name: "Add annotation" }).click();
  const list = page.getByRole("list", { name: "Annotations" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  // Newest first; only the athlete's own note can be deleted by them.
  await expect(list.getByRole("listitem").first()).toContainText(`My note ${RUN}`);
  await expect(list.getByRole("button", { name: /^Delete/ })).toHaveCount(1);
  await list.getByRole("button", { name: /^Delete/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Annotation deleted successfully")).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText(`Admin note ${RUN}`);
});

test("the athlete form is for athletes only", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard/athlete-form");
  await expect(page).toHaveURL(/\/403\?reason=ONLY_ATHLETE$/);
  await expect(page.getByText("Only athletes can access this feature")).toBeVisible();
});
