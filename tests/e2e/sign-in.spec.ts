import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// The seeded demo accounts (src/server/seed/demo.ts); the test script seeds before starting the server.
const PASSWORD = "Demo-pass-2026";

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("an admin signs in and lands on the dashboard", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: /Avery Admin/ })).toBeVisible();
});

test("a wrong password shows 'Invalid email or password'; the right one then gets in", async ({ page }) => {
  await signIn(page, "admin@example.com", "not-the-password");
  await expect(page.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  // Retrying with the right password gets in, and the failed attempt's toast does not follow.
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.locator("[data-sonner-toast]").filter({ hasText: "Invalid email or password" }),
  ).toHaveCount(0);
});

test("an athlete who has not filled the intake form is sent to it", async ({ page }) => {
  await signIn(page, "new.athlete@example.com");
  await expect(page).toHaveURL(/\/dashboard\/intake-form$/);
  await page.goto("/dashboard/journals");
  await expect(page).toHaveURL(/\/dashboard\/intake-form$/);
});

test("an anonymous visitor of a dashboard page is sent to /sign-in", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in\?callbackUrl=%2Fdashboard/);
});

test("a signed-in visitor of /sign-in is sent to /dashboard, and signing out ends the session", async ({
  page,
}) => {
  await signIn(page, "athlete@example.com");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/sign-in");
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/sign-in/);
});
