import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { expect, PASSWORD, RUN, signIn, test, toast } from "./support";

test("a person downloads all their data from their account as one zip", async ({ page }) => {
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/account-settings");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync(await download.path())));
  const data = JSON.parse(new TextDecoder().decode(files["data.json"]));
  expect(data.account.email).toBe("athlete@example.com");
  expect(Array.isArray(data.journals)).toBe(true);
  expect(Array.isArray(data.chats)).toBe(true);
});

test("an admin erases a person after typing their name, and they can no longer sign in", async ({
  page,
  browser,
}) => {
  await signIn(page, "admin@example.com");
  const email = `erased.${RUN}@example.com`;
  const name = `Erased Person ${RUN}`;
  const created = await page.request.post("/api/users", {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD, role: "user" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };

  await page.goto(`/dashboard/users/view/${_id}`);
  await page.getByRole("button", { name: "Erase" }).click();
  const dialog = page.getByRole("dialog", { name: `Erase ${name} and all their data?` });
  const confirm = dialog.getByRole("button", { name: "Erase everything" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Their name").fill(name);
  await confirm.click();
  await expect(toast(page, `${name} and all their data were erased`)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/users$/);

  const other = await browser.newContext();
  const signInPage = await other.newPage();
  await signInPage.goto("/sign-in");
  await signInPage.getByLabel("Email").fill(email);
  await signInPage.getByLabel("Password").fill(PASSWORD);
  await signInPage.getByRole("button", { name: "Sign in" }).click();
  await expect(signInPage.getByRole("alert").filter({ hasText: "Invalid email or password" })).toBeVisible();
  await other.close();
});
