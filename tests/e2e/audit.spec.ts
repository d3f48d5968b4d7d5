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
