import type { Page } from "@playwright/test";
import { expect, test } from "./support";

// The seeded demo accounts (src/server/seed/demo.ts); the test script seeds before starting the server.
const PASSWORD = "Demo-pass-2026";

/** Fills in and sends the sign-in form of the page that is open. */
async function submit(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/sign-in");
  await submit(page, email, password);
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

test("repeated wrong passwords are refused for a while, with a message that says when to try again", async ({
  page,
}) => {
  // An e-mail no other test uses (no account needed: unknown e-mails are counted alike), locked after 10
  // failures at most; the suite's one client address allows 20 failures before it slows down.
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(`locked.out.${Date.now()}@example.com`);
  const alert = page.getByTestId("sign-in-error");
  await expect(async () => {
    await page.getByLabel("Password").fill("not-the-password");
    const answered = page.waitForResponse((r) => r.url().includes("/api/auth/callback/credentials"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await answered;
    await expect(alert).toHaveText(/^Too many sign-in attempts\. Try again in \d+ (seconds?|minutes?)\.$/, {
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000, intervals: [0] });
  await expect(page).toHaveURL(/\/sign-in/);
});

for (const callbackUrl of [
  "javascript:alert(1)",
  "%zz",
  "//evil.example",
  "http://localhost:3000.evil.example/",
]) {
  test(`a callbackUrl of ${callbackUrl} leads to sign-in and then to /dashboard, never an error page`, async ({
    page,
  }) => {
    const res = await page.goto(`/api/auth/signin?callbackUrl=${encodeURIComponent(callbackUrl)}`);
    expect(res?.status()).toBe(200);
    await expect(page).toHaveURL(/\/sign-in\?callbackUrl=/);
    await submit(page, "athlete@example.com");
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
  });
}

test("the sign-in page does not follow a path that a browser reads as another host", async ({ page }) => {
  await page.goto(`/sign-in?callbackUrl=${encodeURIComponent("/.//evil.example")}`);
  await submit(page, "athlete@example.com");
  await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
});
