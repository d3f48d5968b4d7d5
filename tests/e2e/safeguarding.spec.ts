/**
 * Safeguarding in the browser: an athlete who discloses abuse in a coaching chat sees the safe reply with the
 * support card (the chat keeps a neutral title), and a safeguarding lead of the demo academy (the demo coach) sees
 * the urgent banner, reads the case, acknowledges it (the banner goes), and resolves it with an outcome; at desktop
 * and phone size, with no serious axe violation. Distressing text lives in the tests only.
 */
import type { Page } from "@playwright/test";
import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, PASSWORD, RUN, signIn, signInCoach, test, toast } from "./support";

const DISCLOSURE = `My coach touched me after practice and told me to keep it a secret (${RUN}).`;

async function makeAthlete(tag: string) {
  const academy = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { select: { id: true, name: true } } },
  });
  const track = academy.teams.find((t) => t.name === "Track Team")?.id as string;
  const person = { email: `care.${tag}.${RUN}@example.com`, name: `Cam Care ${tag} ${RUN}` };
  const { id } = await upsertAccount({
    ...person,
    password: PASSWORD,
    role: "user",
    organizationId: academy.id,
    teamIds: [track],
    filledIntakeForm: true,
  });
  return { ...person, id };
}

async function disclose(page: Page, agentName: string) {
  await page.goto("/dashboard/chats/with-agent/coaching");
  await page.locator("label").filter({ hasText: agentName }).click();
  await page.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/dashboard\/chats\/[0-9a-f]{24}$/);
  await expect(page.getByText("Welcome to your session")).toBeVisible();
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  const box = page.getByRole("textbox", { name: "Message" });
  await box.fill(DISCLOSURE);
  await box.press("Enter");
  const card = page.getByTestId("support-card");
  await expect(card).toBeVisible();
  await expect(card).toContainText("A safeguarding lead at your club has been told");
  await expect(card).toContainText("Welfare officer");
  await expect(page.getByTestId("streaming-reply")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1, name: "Conversation" })).toBeVisible();
}

/** The lead's part: the banner, the case, acknowledge (the banner goes), resolve. */
async function workTheCase(page: Page, athleteName: string) {
  const banner = page.getByTestId("urgent-banner");
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: `${athleteName}: Abuse or grooming` }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `${athleteName}: Abuse or grooming` }),
  ).toBeVisible();
  const quoted = page.getByRole("list", { name: "Quoted conversation" });
  await expect(quoted.locator("[data-flagged]")).toContainText(DISCLOSURE);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Acknowledge: I am on it" }).click();
  await expect(toast(page, "Case acknowledged")).toBeVisible();
  await expect(page.getByTestId("urgent-banner")).toHaveCount(0);
  await page.getByRole("textbox", { name: "Note" }).fill("Called the parents; meeting tomorrow.");
  await page
    .getByRole("combobox", { name: "Outcome" })
    .selectOption({ label: "Referred to a professional or authority" });
  await page.getByRole("button", { name: "Resolve case" }).click();
  await expect(toast(page, "Case resolved")).toBeVisible();
  const record = page.getByRole("list", { name: "Case record" });
  await expect(record).toContainText("Acknowledged");
  await expect(record).toContainText("Called the parents; meeting tomorrow.");
  await expect(page.getByText("Resolved", { exact: true }).first()).toBeVisible();
}

let agentName: string;
const made: string[] = [];

test.beforeAll(async ({ browser }) => {
  agentName = `E2E Care ${RUN}`;
  const first = await makeAthlete("desk");
  const second = await makeAthlete("phone");
  made.push(first.id, second.id);
  for (const athlete of [first, second]) await createAgentForUser(browser, agentName, athlete.email);
});

test.afterAll(async () => {
  // The demo lead's bell and banner are shared with other tests: leave them as they were.
  await db.notification.deleteMany({ where: { metadata: { path: ["kind"], equals: "safeguarding" } } });
  await db.safeguardingCase.deleteMany({ where: { athleteId: { in: made } } });
  await db.$disconnect();
});

for (const size of ["desktop", "phone"] as const) {
  test.describe(`safeguarding on a ${size}`, () => {
    if (size === "phone") test.use({ viewport: { width: 390, height: 844 } });

    test("an athlete's disclosure gets the support card, and a lead acknowledges and resolves the case", async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const athlete = await db.user.findFirstOrThrow({
        where: { email: `care.${size === "desktop" ? "desk" : "phone"}.${RUN}@example.com` },
      });
      await signIn(page, athlete.email);
      await disclose(page, agentName);
      await expectNoSeriousAxeViolations(page);
      if (size === "phone") await expectNoHorizontalScroll(page);

      const lead = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const leadPage = await lead.newPage();
      await signInCoach(leadPage);
      await workTheCase(leadPage, athlete.name);
      if (size === "phone") await expectNoHorizontalScroll(leadPage);
      await leadPage.goto("/dashboard/safeguarding");
      await expect(leadPage.getByRole("button", { name: "Open", pressed: true })).toBeVisible();
      await expectNoSeriousAxeViolations(leadPage);
      await leadPage.getByRole("button", { name: "Resolved" }).click();
      await expect(leadPage.getByRole("link", { name: `${athlete.name}: Abuse or grooming` })).toBeVisible();
      await lead.close();
    });
  });
}
