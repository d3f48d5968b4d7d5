import { expect, signIn, signInCoach, test, toast } from "./support";

test("an admin reads the audit trail, filters it by action, and sets its retention", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.getByRole("link", { name: "Audit trail" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/audit$/);
  await expect(page.getByRole("heading", { name: "Audit trail", level: 1 })).toBeVisible();

  // The admin's own sign-in, a moment ago, from this browser.
  await page.getByLabel("Action").selectOption("sign-in");
  const row = page.getByTestId("audit-row").filter({ hasText: "Signed in" }).first();
  await expect(row).toContainText("Avery Admin");
  await expect(page.getByTestId("audit-row").filter({ hasText: "User created" })).toHaveCount(0);

  const days = page.getByLabel("Keep events for (days)");
  await expect(days).toHaveValue(/^\d+$/);
  const before = await days.inputValue();
  await days.fill("400");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Retention saved")).toBeVisible();
  await page.getByLabel("Action").selectOption("audit-retention-changed");
  await expect(
    page.getByTestId("audit-row").filter({ hasText: "Audit retention changed" }).first(),
  ).toContainText("to: 400");
  await days.fill(before);
  await page.getByRole("button", { name: "Save" }).click();
});

test("the audit trail is not for coaches", async ({ page }) => {
  await signInCoach(page);
  await expect(page.getByRole("link", { name: "Audit trail" })).toHaveCount(0);
  await page.goto("/dashboard/audit");
  await expect(page).toHaveURL(/\/403/);
});

test("an admin narrows the trail to one person from their page, and back to everyone", async ({
  page,
  browser,
}) => {
  // An event of Alex's of this test's own: Alex signs in elsewhere.
  const elsewhere = await browser.newContext();
  await signIn(await elsewhere.newPage(), "athlete@example.com");
  await elsewhere.close();
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard/users");
  await page.getByRole("link", { name: "Alex Athlete" }).first().click();
  // The page's own link, not the menu's: it carries the person.
  await page.locator('main a[href^="/dashboard/audit?person="]').click();
  await expect(page.getByText("Only events by or about this person")).toBeVisible();
  const rows = page.getByTestId("audit-row");
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allInnerTexts()) expect(text).toContain("Alex Athlete");
  await page.getByRole("button", { name: "Show everyone" }).click();
  await expect(page.getByText("Only events by or about")).toHaveCount(0);
  // A name in a row narrows the trail to that person.
  await rows.getByRole("button", { name: "Avery Admin" }).first().click();
  await expect(page.getByText("Only events by or about Avery Admin")).toBeVisible();
});
