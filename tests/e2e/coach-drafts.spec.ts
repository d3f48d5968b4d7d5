/**
 * AI drafts in the browser: a coach opens an athlete's coaching notes, edits and approves the AI's observation (it
 * joins the athlete's notes) and discards its coach-prompt (the queue is then empty); at desktop and phone size,
 * with no serious axe violation. The coach's home shows the queue with the page, before any script could fetch it.
 */
import { createDraftNotes } from "../../src/server/coaching-notes/create-drafts";
import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { expect, PASSWORD, RUN, signInCoach, test, toast } from "./support";

async function athleteWithDrafts(
  tag: string,
  titles = { observation: "Short nights before meets", prompt: "Check in on sleep quality" },
) {
  const academy = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { select: { id: true, name: true } } },
  });
  const track = academy.teams.find((t) => t.name === "Track Team")?.id as string;
  const { id } = await upsertAccount({
    email: `drafts.${tag}.${RUN}@example.com`,
    name: `Dana Drafts ${tag} ${RUN}`,
    password: PASSWORD,
    role: "user",
    organizationId: academy.id,
    teamIds: [track],
    filledIntakeForm: true,
  });
  await createDraftNotes({
    userId: id,
    organizationId: academy.id,
    observation: {
      title: titles.observation,
      content: "Dana slept badly before both meets this month.",
    },
    prompt: { title: titles.prompt, content: "Ask how evenings before meets go." },
    sources: [
      { kind: "journal", id: "0123456789abcdef01234567", title: "Meet week", at: "2026-11-20T10:00:00.000Z" },
    ],
  });
  return id;
}

test.afterAll(async () => {
  await db.$disconnect();
});

for (const size of ["desktop", "phone"] as const) {
  test.describe(`drafts to review on a ${size}`, () => {
    if (size === "phone") test.use({ viewport: { width: 390, height: 844 } });

    test("a coach edits and approves one draft and discards the other", async ({ page }) => {
      const athleteId = await athleteWithDrafts(size);
      await signInCoach(page);
      await page.goto(`/dashboard/coaching-notes/user/${athleteId}`);
      const queue = page.getByRole("list", { name: "Drafts to review" });
      await expect(queue.getByTestId("draft")).toHaveCount(2);
      await expect(queue).toContainText("the journal entry “Meet week”");
      await expectNoSeriousAxeViolations(page);
      if (size === "phone") await expectNoHorizontalScroll(page);

      const observation = queue.getByRole("article", { name: "Draft: Short nights before meets" });
      await observation.getByRole("button", { name: "Edit" }).click();
      await observation
        .getByRole("textbox", { name: "Content" })
        .fill("Short nights before meets; talk routines.");
      await observation.getByRole("button", { name: "Save and approve" }).click();
      await expect(toast(page, "Draft approved")).toBeVisible();
      await expect(queue.getByTestId("draft")).toHaveCount(1);
      await expect(page.getByRole("link", { name: "Short nights before meets", exact: true })).toBeVisible();

      const prompt = queue.getByRole("article", { name: "Draft: Check in on sleep quality" });
      await prompt.getByRole("button", { name: "Discard" }).click();
      await expect(toast(page, "Draft discarded")).toBeVisible();
      await expect(page.getByText("No drafts waiting.")).toBeVisible();
      const approved = await db.coachingNote.findFirstOrThrow({
        where: { toUserId: athleteId, fromAI: true },
      });
      expect(approved.approvedById).not.toBeNull();
      expect(approved.content).toBe("Short nights before meets; talk routines.");
      expect(await db.coachingNote.count({ where: { toUserId: athleteId, type: "coach_prompt" } })).toBe(0);
    });
  });
}

test("the coach's home brings the drafts with the page: none is fetched, and the queue still acts", async ({
  page,
}) => {
  const tag = `home-${RUN}`;
  await athleteWithDrafts(tag, { observation: `Observation ${tag}`, prompt: `Prompt ${tag}` });
  await signInCoach(page);
  const fetched: string[] = [];
  await page.route("**/api/coaching-notes/paginate", (route) => {
    fetched.push(route.request().url());
    return route.abort();
  });
  await page.goto("/dashboard");
  const queue = page.getByRole("list", { name: "Drafts to review" });
  await expect(queue.getByRole("article", { name: `Draft: Prompt ${tag}` })).toBeVisible();
  await expect(queue.getByRole("article", { name: `Draft: Observation ${tag}` })).toBeVisible();
  expect(fetched).toEqual([]);

  await page.unroute("**/api/coaching-notes/paginate");
  await queue
    .getByRole("article", { name: `Draft: Prompt ${tag}` })
    .getByRole("button", { name: "Discard" })
    .click();
  await expect(toast(page, "Draft discarded")).toBeVisible();
  await expect(queue.getByRole("article", { name: `Draft: Prompt ${tag}` })).toHaveCount(0);
  await expect(queue.getByRole("article", { name: `Draft: Observation ${tag}` })).toBeVisible();
});

test("back on the coach's home after leaving it, a draft handled meanwhile is no longer in the queue", async ({
  page,
}) => {
  const tag = `back-${RUN}`;
  await athleteWithDrafts(tag, { observation: `Observation ${tag}`, prompt: `Prompt ${tag}` });
  await signInCoach(page);
  await page.goto("/dashboard");
  const queue = page.getByRole("list", { name: "Drafts to review" });
  await expect(queue.getByRole("article", { name: `Draft: Prompt ${tag}` })).toBeVisible();
  // Discarded elsewhere (another tab, another coach) while the home page is open.
  await db.coachingNote.deleteMany({ where: { title: `Prompt ${tag}` } });
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Goals" }).click();
  await expect(page).toHaveURL(/\/dashboard\/goals$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(queue.getByRole("article", { name: `Draft: Observation ${tag}` })).toBeVisible();
  await expect(queue.getByRole("article", { name: `Draft: Prompt ${tag}` })).toHaveCount(0);
});
