import type { Page } from "@playwright/test";
import { expect, RUN, signIn, signInCoach, test, toast } from "./support";

/** From the coaching-notes list, "New note" → the demo athlete → the create form for them. */
async function openCreateFormForAthlete(page: Page) {
  await page.goto("/dashboard/coaching-notes");
  await expect(page.getByRole("heading", { level: 1, name: "Coaching notes" })).toBeVisible();
  await page.getByRole("button", { name: "New note" }).click();
  const dialog = page.getByRole("dialog", { name: "New coaching note" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("searchbox", { name: "Search athletes" }).fill("Alex");
  await dialog.getByRole("link", { name: "New note for Alex Athlete" }).click();
  await expect(page).toHaveURL(/\/dashboard\/coaching-notes\/create\/for-user\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { level: 1, name: "New note for Alex Athlete" })).toBeVisible();
}

test("a coach writes feedback for an athlete through the form, finds it in the list, edits and deletes it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const title = `E2E feedback ${RUN}`;
  await signInCoach(page);
  await openCreateFormForAthlete(page);

  // §4: the prompt settings belong to coach-prompts only.
  await page.getByLabel("Type").selectOption("coach-prompt");
  await expect(page.getByRole("switch", { name: "Prompt enabled" })).toBeChecked();
  await expect(page.getByLabel("Prompt expires at")).toBeVisible();
  await page.getByLabel("Type").selectOption("feedback");
  await expect(page.getByRole("switch", { name: "Prompt enabled" })).toHaveCount(0);
  await expect(page.getByLabel("Prompt expires at")).toHaveCount(0);

  // Saving without content shows the §5 message on the field and sends nothing.
  await page.getByLabel("Title").fill(title);
  await expect(page.getByText(`${title.length}/50`)).toBeVisible();
  await page.getByRole("button", { name: "Create note" }).click();
  await expect(page.getByLabel("Content")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Content is required")).toBeVisible();

  await page.getByLabel("Content").fill("Great pacing in the 400s.\nKeep the arms relaxed on the last bend.");
  await expect(page.getByText("Content is required")).toHaveCount(0);
  await page.getByRole("button", { name: "Create note" }).click();
  await expect(toast(page, "Coaching note created successfully")).toBeVisible();
  // A note written for one athlete lands on that athlete's notes (issue 20 finding 11); the rest uses the full list.
  await expect(page).toHaveURL(/\/dashboard\/coaching-notes\/user\/[0-9a-f]{24}$/);
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(1);
  await page.goto("/dashboard/coaching-notes");

  await page.getByRole("searchbox", { name: "Search coaching notes" }).fill(title);
  // The search is committed to the URL after a pause in typing; wait for it before reading the rows.
  await expect(page).toHaveURL(new RegExp(`[?&]q=E2E\\+feedback\\+${RUN}`));
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Feedback", { exact: true })).toBeVisible();
  await expect(row).toContainText("Alex Athlete");
  await expect(row).toContainText("Casey Coach");

  // The view page keeps the line breaks.
  await row.getByRole("link", { name: `View ${title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // innerText follows CSS white-space: the newline survives only if the page keeps it.
  await expect(page.getByTestId("note-content")).toHaveJSProperty(
    "innerText",
    "Great pacing in the 400s.\nKeep the arms relaxed on the last bend.",
  );

  // Edit from the view page: the form loads the note, the type rules keep the prompt fields hidden.
  await page.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/dashboard\/coaching-notes\/edit\/[0-9a-f]{24}$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Type")).toHaveValue("feedback");
  await expect(page.getByRole("switch", { name: "Prompt enabled" })).toHaveCount(0);
  await page.getByLabel("Title").fill(`${title} (edited)`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Coaching note updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/coaching-notes$/);

  await page.getByRole("searchbox", { name: "Search coaching notes" }).fill(`${title} (edited)`);
  await expect(page).toHaveURL(/[?&]q=.*edited/);
  const edited = page.getByRole("row").filter({ hasText: `${title} (edited)` });
  await expect(edited).toHaveCount(1);
  await edited.getByRole("button", { name: `Delete ${title} (edited)` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Coaching note deleted successfully")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: title })).toHaveCount(0);
});

test("the athlete's bell count rises when the coach writes feedback, and they read it on Feedbacks", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const title = `E2E inbox ${RUN}`;
  const content = `Well done this week (${RUN}). Rest on Sunday.`;

  const athleteContext = await browser.newContext();
  const athlete = await athleteContext.newPage();
  await signIn(athlete, "athlete@example.com");
  await athlete.goto("/dashboard");
  const bell = athlete.getByRole("button", { name: /^Notifications(, \d+ unread)?$/ });
  await expect(bell).toBeVisible();
  // Start from nothing unread (the first test's feedback notified this athlete too), once the bell has loaded.
  await bell.click();
  const popover = athlete.getByRole("dialog", { name: "Notifications" });
  await expect(popover).toBeVisible();
  await expect(popover.getByText("Loading...")).toBeHidden();
  const markAll = popover.getByRole("button", { name: "Mark all as read" });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(athlete.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  await athlete.keyboard.press("Escape");
  await expect(popover).toBeHidden();

  const coachContext = await browser.newContext();
  const coach = await coachContext.newPage();
  await signInCoach(coach);
  await openCreateFormForAthlete(coach);
  await coach.getByLabel("Type").selectOption("feedback");
  await coach.getByLabel("Title").fill(title);
  await coach.getByLabel("Content").fill(content);
  await coach.getByRole("button", { name: "Create note" }).click();
  await expect(toast(coach, "Coaching note created successfully")).toBeVisible();

  // The athlete's open page hears of it without a reload.
  await expect(athlete.getByRole("button", { name: "Notifications, 1 unread" })).toBeVisible();

  // The notification names the coach and the note, and opens /dashboard/feedbacks.
  await athlete.getByRole("button", { name: "Notifications, 1 unread" }).click();
  const item = popover.getByTestId("notification-item").filter({ hasText: title });
  await expect(item).toContainText("New feedback from Casey Coach");
  await item.click();
  await expect(athlete).toHaveURL(/\/dashboard\/feedbacks$/);
  await expect(athlete.getByRole("heading", { level: 1, name: "Feedbacks" })).toBeVisible();
  const cards = athlete.getByTestId("feedback-card");
  // Newest first.
  await expect(cards.first()).toContainText(title);
  await expect(cards.first()).toContainText(content);
  await expect(cards.first()).toContainText("Casey Coach");

  await coachContext.close();
  await athleteContext.close();
});
