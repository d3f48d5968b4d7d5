import { expect, PASSWORD, test } from "./support";

test("a coach opens an athlete's metrics and sees the charts", async ({ page }) => {
  // The demo coach is in two teams: they choose the athlete's (Track Team) after signing in.
  await page.goto("/sign-in");
  await page.getByLabel("Email").fill("coach@example.com");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/select-dashboard$/);
  await page.getByRole("button", { name: /Track Team/ }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The dashboard's usage section (coaches and admins) draws its bar chart.
  await expect(page.getByRole("heading", { name: "Usage" })).toBeVisible();
  await expect(
    page.locator("figure[aria-label='Activity per day'] .recharts-bar-rectangle").first(),
  ).toBeAttached();

  const users = await page.request.post("/api/users/paginate", {
    data: { searchQuery: "athlete@example.com", limit: 10 },
  });
  expect(users.status(), await users.text()).toBe(200);
  const athlete = ((await users.json()).docs as { _id: string; email: string }[]).find(
    (u) => u.email === "athlete@example.com",
  );
  expect(athlete).toBeTruthy();

  await page.goto(`/dashboard/users/view/${athlete?._id}`);
  await page.getByRole("link", { name: "Metrics" }).click();
  await expect(page).toHaveURL(/\/dashboard\/users\/metrics\//);
  await expect(page.getByRole("heading", { name: /metrics/ })).toBeVisible();
  await expect(page.getByText("Current streak")).toBeVisible();
  for (const section of ["mental", "physical", "performance"]) {
    const chart = page.getByTestId(`trend-${section}`);
    await expect(chart.locator("path.recharts-curve").first()).toBeAttached();
  }
  // Another granularity redraws from the API.
  await page.getByLabel("Granularity").selectOption("week");
  await expect(page.getByTestId("trend-mental").locator("path.recharts-curve").first()).toBeAttached();
});
