import { expect, PASSWORD, RUN, signIn, test, toast } from "./support";

test("an admin creates a team: the success toast appears and the team is in the list", async ({ page }) => {
  const name = `E2E Team ${RUN}`;
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard/teams");
  await page.getByRole("link", { name: "Create team" }).click();
  await expect(page).toHaveURL(/\/dashboard\/teams\/create$/);
  await expect(page.getByRole("heading", { level: 1, name: "Create team" })).toBeVisible();

  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Create team" }).click();

  await expect(toast(page, "Team created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/teams$/);
  const table = page.getByRole("table", { name: "Teams" });
  await page.getByRole("searchbox", { name: "Search teams" }).fill(name);
  await expect(page).toHaveURL(/[?&]q=E2E\+Team/);
  await expect(table.getByRole("link", { name, exact: true })).toBeVisible();
  await expect(page.getByText("1 result", { exact: true })).toBeVisible();
});

test("the create-user form shows the §5 messages next to their fields", async ({ page }) => {
  await signIn(page, "admin@example.com");
  await page.goto("/dashboard/users/create");
  await page.getByLabel("Name").fill(`E2E Short Password ${RUN}`);
  await page.getByLabel("Email").fill(`e2e-short-${RUN}@example.com`);
  // An invitation is the default: setting a password is the other way.
  await page.getByRole("switch", { name: "Send an invitation e-mail" }).click();
  await page.getByLabel("Password", { exact: true }).fill("12345");
  await page.getByLabel("Confirm password").fill("54321");
  await page.getByRole("button", { name: "Create user" }).click();

  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("aria-invalid", "true");
  // The message is the field's description: it sits under the field and is read with it.
  await expect(password).toHaveAccessibleDescription("Password must be at least 8 characters long");
  await expect(page.getByLabel("Confirm password")).toHaveAccessibleDescription("Password does not match");
  await expect(page.getByLabel("Role")).toHaveAccessibleDescription("Role is required");
  await expect(page).toHaveURL(/\/dashboard\/users\/create$/);

  await page.getByLabel("Phone", { exact: true }).fill("555 abc");
  await page.getByLabel("Password", { exact: true }).fill("long-enough-1");
  await page.getByLabel("Confirm password").fill("long-enough-1");
  await page.getByLabel("Role").selectOption("user");
  await page.getByRole("button", { name: "Create user" }).click();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAccessibleDescription(
    "Value must contain only digits, parentheses, hyphens, and dots",
  );
  await expect(password).not.toHaveAttribute("aria-invalid", "true");
});

test("the users list pages, sorts and searches on the server; Back returns to the previous page", async ({
  page,
}) => {
  await signIn(page, "admin@example.com");
  // Enough users for a second page (page size 10): the demo organisation has 4.
  const prefix = `Zed Paging ${RUN}`;
  for (let i = 1; i <= 8; i++) {
    const res = await page.request.post("/api/users", {
      data: {
        name: `${prefix} ${String(i).padStart(2, "0")}`,
        email: `e2e-paging-${RUN}-${i}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: "user",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }

  await page.goto("/dashboard/users");
  const table = page.getByRole("table", { name: "Users" });
  const status = page.locator("[data-slot=page-status]");
  const rows = table.locator("tbody tr");
  await expect(status).toHaveText(/^Page 1 of ([2-9]|\d{2,})$/);
  await expect(rows).toHaveCount(10);

  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(status).toHaveText(/^Page 2 of /);
  await page.goBack();
  await expect(status).toHaveText(/^Page 1 of /);

  const nameHeader = table.getByRole("columnheader", { name: "Name" });
  await expect(nameHeader).toHaveAttribute("aria-sort", "none");
  await nameHeader.getByRole("button").click();
  await expect(page).toHaveURL(/sortBy=name&sortOrder=asc/);
  await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
  await expect(rows.first()).toContainText("Alex Athlete");

  // Keyboard: the header's button toggles to descending.
  await nameHeader.getByRole("button").press("Enter");
  await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
  await expect(page).toHaveURL(/sortOrder=desc/);
  await expect(rows.first()).toContainText("Zed Paging");

  await page.getByRole("searchbox", { name: "Search users" }).fill(prefix);
  await expect(page.getByText("8 results", { exact: true })).toBeVisible();
  await expect(status).toHaveText("Page 1 of 1");
  await expect(rows).toHaveCount(8);

  await page.getByLabel("Filter by role").selectOption("coach");
  await expect(page).toHaveURL(/role=coach/);
  await expect(page.getByText("No users found.")).toBeVisible();

  // Filters replace the list's history entry (no history spam): a reload keeps them; clearing one restores the rows.
  await page.reload();
  await expect(page.getByText("No users found.")).toBeVisible();
  await page.getByLabel("Filter by role").selectOption("");
  await expect(rows).toHaveCount(8);
  await expect(page.getByRole("searchbox", { name: "Search users" })).toHaveValue(prefix);
});

test("an athlete who opens the users list is sent to /403", async ({ page }) => {
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/users");
  await expect(page).toHaveURL(/\/403$/);
});

test("preferences open on the personal tab, follow ?tab= and save a suggestion", async ({ page }) => {
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/user-preferences");
  await expect(page.getByRole("tab", { name: "Personal" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("Preferred name")).toBeVisible();

  await page.getByRole("tab", { name: "Preferences" }).click();
  await expect(page).toHaveURL(/tab=preferences/);
  const tone = page.getByRole("textbox", { name: "Communication tone" });
  await tone.fill("");
  await page.getByRole("button", { name: "Warm and encouraging" }).click();
  await expect(tone).toHaveValue("Warm and encouraging");
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(toast(page, "Preferences updated successfully")).toBeVisible();

  await page.goto("/dashboard/user-preferences?tab=preferences");
  await expect(page.getByRole("tab", { name: "Preferences" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("textbox", { name: "Communication tone" })).toHaveValue("Warm and encouraging");
});
