import { expect, type Page } from "@playwright/test";

/** The seeded demo accounts' password (src/server/seed/demo.ts); the test script seeds before starting the server. */
export const PASSWORD = "Demo-pass-2026";

/** Names and e-mails made by the tests carry the run's id, so a re-run against the same database cannot clash. */
export const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
}

export const toast = (page: Page, text: string) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text });
