import type { Browser, BrowserContext } from "@playwright/test";
import { expect, PASSWORD, RUN, signIn, test, toast } from "./support";

/**
 * A person of this test's own (signing them out everywhere must not end other tests' sessions of the demo
 * accounts): a coach without teams, intake form filled, so they land straight on the dashboard.
 */
async function newCoach(browser: Browser, label: string): Promise<string> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "admin@example.com");
  const email = `sessions.${label}.${RUN}@example.com`;
  const created = await page.request.post("/api/users", {
    data: { name: `Sessions ${label}`, email, password: PASSWORD, confirmPassword: PASSWORD, role: "coach" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  const filled = await page.request.put(`/api/users/${_id}`, { data: { filledIntakeForm: true } });
  expect(filled.status(), await filled.text()).toBe(200);
  await context.close();
  return email;
}

async function signedInContext(browser: Browser, email: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signIn(await context.newPage(), email);
  return context;
}

test("after signing out, a copy of the old session cookie no longer opens anything", async ({ browser }) => {
  const email = await newCoach(browser, "copy");
  const context = await signedInContext(browser, email);
  const [page] = context.pages();
  const copied = await context.cookies();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  const thief = await browser.newContext();
  await thief.addCookies(copied);
  const res = await thief.request.get("/api/users/me");
  expect(res.status()).toBe(401);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe("EXPIRED_SECTION");
  const stolenPage = await thief.newPage();
  await stolenPage.goto("/dashboard");
  await expect(stolenPage).toHaveURL(/\/sign-in\?callbackUrl=%2Fdashboard$/);
  await expect(toast(stolenPage, "Your session has expired. Please sign in again.")).toBeVisible();
  await Promise.all([context.close(), thief.close()]);
});

test("'Sign out of all devices' signs out the other browser and this one", async ({ browser }) => {
  const email = await newCoach(browser, "everywhere");
  const laptop = await signedInContext(browser, email);
  const phone = await signedInContext(browser, email);
  const page = laptop.pages()[0];

  await page.goto("/dashboard/account-settings");
  await page.getByRole("button", { name: "Sign out of all devices" }).click();
  const dialog = page.getByRole("dialog", { name: "Sign out of all devices?" });
  await dialog.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(toast(page, "You are signed out on all your devices.")).toBeVisible();

  const other = phone.pages()[0];
  await other.goto("/dashboard/account-settings");
  // The sign-in page takes `expired=1` out of the address once it has said so.
  await expect(other).toHaveURL(/\/sign-in\?callbackUrl=%2Fdashboard%2Faccount-settings$/);
  await expect(toast(other, "Your session has expired. Please sign in again.")).toBeVisible();
  await Promise.all([laptop.close(), phone.close()]);
});
