/**
 * Issue 21: the API reference page shows the OpenAPI document made from the endpoint table, to admins only,
 * from the npm package (no network beyond the app).
 */
import { seriousAxeViolations } from "./a11y";
import { expect, signIn, test } from "./support";

test("an admin opens the API reference from AI Config and reads an endpoint's answer", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard/ai-config");
  await page.getByRole("link", { name: /API reference/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/api-reference$/);
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  // The header names the page, as for every other page.
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toContainText("API reference");
  const reference = page.getByTestId("api-reference");
  await expect(reference.getByText("Coaching Platform API").first()).toBeVisible();
  // The goals section lists its endpoints; one opens to its answer's schema.
  const create = reference.locator(".opblock-post").filter({ hasText: "/goals" }).first();
  await expect(create).toContainText("Create a goal");
  await create.locator(".opblock-summary").click();
  await expect(create.getByText("201").first()).toBeVisible();
  await expect(page.getByRole("status", { name: "Loading the API reference" })).toHaveCount(0);
  // Our page passes axe. Swagger UI's own markup does not (nested buttons, low-contrast method badges, an unnamed
  // select): a known gap of the third-party renderer, listed in docs/decisions.md, so it is left out here.
  expect(await seriousAxeViolations(page, undefined, "[data-testid=api-reference]")).toEqual([]);
});

test("an athlete is refused the API reference page", async ({ page }) => {
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/api-reference");
  await expect(page).toHaveURL(/\/403/);
});
