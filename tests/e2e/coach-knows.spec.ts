import type { Page } from "@playwright/test";
import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { createAgentForUser, expect, PASSWORD, RUN, signIn, signInCoach, test, toast } from "./support";

// An athlete of the test's own (in the seeded Demo Academy's Track Team, which the demo coach coaches), with a
// profile, a goal, a journal entry and facts the AI learned, so the page has something to show and to change.
const ATHLETE = { email: `brief.athlete.${RUN}@example.com`, name: `Bea Brief ${RUN}` };
let athleteId: string;

async function giveData(userId: string, organizationId: string) {
  const at = "2026-11-20T10:00:00.000Z";
  await db.userDetails.create({
    data: {
      userId,
      preferredName: "Bea",
      preferredCommunicationTone: "Short and upbeat",
      stressTriggers: ["exam weeks"],
      learnedFacts: {
        preferredCommunicationTone: { source: "journal", sourceId: null, messageId: null, at },
        stressTriggers: { source: "journal", sourceId: null, messageId: null, at },
      },
    },
  });
  await db.goal.create({
    data: { userId, organizationId, title: "Sub-60 400 m", target: "Race under a minute", progress: 30 },
  });
  await db.journalEntry.create({
    data: {
      userId,
      organizationId,
      title: `Windy intervals ${RUN}`,
      text: "Tough but fine.",
      date: new Date(at),
    },
  });
}

test.beforeAll(async () => {
  const academy = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { select: { id: true, name: true } } },
  });
  const track = academy.teams.find((t) => t.name === "Track Team")?.id as string;
  athleteId = (
    await upsertAccount({
      ...ATHLETE,
      password: PASSWORD,
      role: "user",
      organizationId: academy.id,
      teamIds: [track],
      filledIntakeForm: true,
    })
  ).id;
  await giveData(athleteId, academy.id);
});

test.afterAll(async () => {
  await db.$disconnect();
});

const briefText = (page: Page) => page.getByTestId("brief-text");

test("an athlete sees what the coach reads, keeps journals out, and corrects and forgets what it learned", async ({
  page,
}) => {
  await signIn(page, ATHLETE.email);
  await page.goto("/dashboard/profile");
  await page.getByRole("link", { name: "What my coach knows" }).click();
  await expect(page).toHaveURL(/\/dashboard\/what-my-coach-knows$/);
  await expect(page.getByRole("heading", { level: 1, name: "What my coach knows about me" })).toBeVisible();
  await expect(briefText(page)).toContainText('- Preferred name: "Bea"');
  await expect(briefText(page)).toContainText('"Sub-60 400 m"');
  await expect(briefText(page)).toContainText(`Windy intervals ${RUN}`);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole("switch", { name: "Latest journal entries" }).click();
  await expect(toast(page, "Settings updated successfully")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Latest journal entries" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(briefText(page)).not.toContainText(`Windy intervals ${RUN}`);

  const facts = page.getByTestId("learned-fact");
  await expect(facts).toHaveCount(2);
  await page.getByRole("button", { name: "Forget Stress triggers" }).click();
  await expect(facts).toHaveCount(1);
  await expect(briefText(page)).not.toContainText("exam weeks");

  await page.getByRole("button", { name: "Correct Communication tone" }).click();
  await page.getByLabel("Communication tone").fill("Calm and detailed");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(briefText(page)).toContainText('"Calm and detailed"');
  // A correction is the person's own: it is no longer a learned fact.
  await expect(page.getByText("Nothing learned yet.")).toBeVisible();
  const details = await db.userDetails.findUniqueOrThrow({ where: { userId: athleteId } });
  expect(details.briefSourcesOff).toEqual(["journals"]);
  expect(Object.keys(details.correctedFacts as object).sort()).toEqual([
    "preferredCommunicationTone",
    "stressTriggers",
  ]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the page fits the screen, keeps the brief readable and passes axe", async ({ page }) => {
    await signIn(page, ATHLETE.email);
    await page.goto("/dashboard/what-my-coach-knows");
    await expect(briefText(page)).toContainText('- Preferred name: "Bea"');
    await expectNoHorizontalScroll(page);
    await expectNoSeriousAxeViolations(page);
    await expect(page.getByRole("switch", { name: "Active goals" })).toBeVisible();
  });
});

test("a coach reads an athlete's page from the user page, without changing anything", async ({ page }) => {
  await signInCoach(page);
  await page.goto(`/dashboard/users/view/${athleteId}`);
  await page.getByRole("link", { name: "What the AI knows" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/users/brief/${athleteId}$`));
  await expect(
    page.getByRole("heading", { level: 1, name: `What the AI coach knows about ${ATHLETE.name}` }),
  ).toBeVisible();
  await expect(briefText(page)).toContainText('"Sub-60 400 m"');
  await expect(page.getByRole("switch", { name: "Active goals" })).toBeDisabled();
  await expect(page.getByRole("button", { name: /^Forget/ })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
});

test("an admin chooses what an agent reads about the person and its budget", async ({ page, browser }) => {
  const name = `Brief agent ${RUN}`;
  const agentId = await createAgentForUser(browser, name, ATHLETE.email);
  await signIn(page, "admin@example.com");
  await page.goto(`/dashboard/ai-config/agents/edit/${agentId}`);
  const sources = page.getByRole("group", { name: "Sources it reads" });
  await expect(sources.getByRole("checkbox", { name: "Latest journal entries" })).toBeChecked();
  await sources.getByRole("checkbox", { name: "Latest journal entries" }).click();
  await page.getByLabel("Token budget").fill("800");
  await expectNoSeriousAxeViolations(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/ai-config/agents/${agentId}$`));
  const knows = page.getByText(/\(up to 800 tokens\)/);
  await expect(knows).toBeVisible();
  await expect(knows).not.toContainText("Latest journal entries");
  await expect(knows).toContainText("Active goals");
});

test("on a fresh install the demo athlete's page shows what the memory learned from their journal", async ({
  page,
}) => {
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/what-my-coach-knows");
  const fact = page.getByTestId("learned-fact").filter({ hasText: "Stress triggers" });
  await expect(fact).toContainText("races");
  await expect(fact.getByRole("link", { name: "a journal entry" })).toHaveAttribute(
    "href",
    /\/dashboard\/journals\/edit\/[0-9a-f]{24}$/,
  );
  await expect(page.getByTestId("learned-fact").filter({ hasText: "Key motivators" })).toContainText(
    "training with my teammates",
  );
  await expect(briefText(page)).toContainText('- Preferred name: "Alex"');
});
