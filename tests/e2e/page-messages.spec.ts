/**
 * A dashboard page's HTML carries the catalogue areas its client components use, not the whole catalogue
 * (src/i18n/page-areas.ts), and a page reached by a link brings its own. support.ts fails any test whose pages
 * lack a text a client component asked for.
 */
import { readFileSync } from "node:fs";
import { expect, signIn, test } from "./support";

const english = (area: string) => JSON.parse(readFileSync(`src/i18n/messages/en-US/${area}.json`, "utf8"));
const aiConfig = english("aiConfig");
const goals = english("goals");

test("a page sends only the texts its own components use; a page reached by a link brings its own", async ({
  page,
}) => {
  await signIn(page, "athlete@example.com");
  const home = await (await page.request.get("/dashboard")).text();
  // Texts of an admin's page and of the goal form: neither is on the athlete's home.
  expect(home).not.toContain(aiConfig.assignmentFields.everybodyHint);
  expect(home).not.toContain(goals.form.targetHint);

  await page.getByRole("navigation").getByRole("link", { name: "Goals", exact: true }).click();
  await page.getByRole("link", { name: "Create goal" }).click();
  await expect(page).toHaveURL(/\/dashboard\/goals\/create$/);
  await expect(page.getByText(goals.form.targetHint)).toBeVisible();
  await expect(page.getByLabel(goals.form.target)).toBeVisible();
});
