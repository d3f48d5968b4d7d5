import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { expect, signIn, test } from "./support";

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
