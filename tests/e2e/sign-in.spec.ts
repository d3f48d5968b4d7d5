import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations } from "./a11y";
import { expect, test, toast } from "./support";

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
    const answered = page.waitForResponse((r) => r.url().includes("/sign-in/submit"));
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

test("a wrong password shows its message once, in the form, not again as a toast", async ({ page }) => {
  await signIn(page, "admin@example.com", "not-the-password");
  const message = page.getByText("Invalid email or password");
  await expect(page.getByTestId("sign-in-error")).toHaveText("Invalid email or password");
  await expect(message).toHaveCount(1);
  await expect(toast(page, "Invalid email or password")).toHaveCount(0);
});

test("without JavaScript the form still signs in, and a wrong password shows the error", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/sign-in?callbackUrl=%2Fdashboard%2Fgoals");
  await submit(page, "athlete@example.com", "not-the-password");
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByTestId("sign-in-error")).toHaveText("Invalid email or password");
  // The e-mail is kept for the next try; the password is not.
  await expect(page.getByLabel("Email")).toHaveValue("athlete@example.com");
  await expect(page.getByLabel("Password")).toHaveValue("");

  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard\/goals$/);
  await context.close();
});

test("the form's own endpoint refuses a post from another site", async ({ page }) => {
  const res = await page.request.post("/sign-in/submit", {
    headers: { Origin: "https://evil.example" },
    form: { email: "athlete@example.com", password: PASSWORD },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(403);
  expect(res.headers()["set-cookie"] ?? "").not.toContain("session-token");
});

test("what is typed before the page's scripts have run is kept, and signs in", async ({ page }) => {
  // The page's scripts are held back until both fields are filled, as when someone types (or the browser
  // autofills) in the first seconds on a slow connection.
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/_next/static/**", async (route) => {
    if (route.request().resourceType() === "script") await released;
    await route.continue();
  });
  await page.goto("/sign-in", { waitUntil: "domcontentloaded" });
  await page.getByLabel("Email").fill("athlete@example.com");
  await page.getByLabel("Password").fill(PASSWORD);
  release();
  // Hydrated: the form takes over validation (noValidate) once React runs.
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await expect(page.getByLabel("Email")).toHaveValue("athlete@example.com");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText("Field is required")).toHaveCount(0);
});

test("the sign-in page has no serious accessibility violation", async ({ page }) => {
  await page.goto("/sign-in");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeEnabled();
  await expectNoSeriousAxeViolations(page);
});

test("typing e-mail, Tab, password, Enter signs in: Tab goes from Email to Password, not to Forgot password", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByLabel("Email").click();
  await page.keyboard.type("athlete@example.com");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Password")).toBeFocused();
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, "Password reset email sent, check your spam folder")).toHaveCount(0);
});

test("Forgot password comes after the password and sends the reset e-mail to the address typed", async ({
  page,
}) => {
  await page.goto("/sign-in");
  await expect(page.locator("form[novalidate]")).toHaveCount(1);
  await page.getByLabel("Email").fill("athlete@example.com");
  await page.getByLabel("Password").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Forgot password?" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page, "Password reset email sent, check your spam folder")).toBeVisible();
});
