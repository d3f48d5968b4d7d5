import type { Browser, Locator, Page } from "@playwright/test";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { expect, PASSWORD, RUN, signIn, signInAndChoose, test } from "./support";

/** 21 users of this run, so a search for PREFIX fills two pages of 20 and three of 10. */
const PREFIX = `Tables ${RUN}`;
const USERS = 21;
const nameOf = (i: number) => `${PREFIX} ${String(i).padStart(2, "0")}`;
const prefixQuery = `q=${encodeURIComponent(PREFIX)}`;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "admin@example.com");
  for (let i = 1; i <= USERS; i++) {
    const res = await page.request.post("/api/users", {
      data: {
        name: nameOf(i),
        email: `e2e-tables-${RUN}-${i}@example.com`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        role: "user",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await context.close();
});

async function expectInsideViewport(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  expect(box, "the element is laid out").not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("choosing a page size changes the rows, the row count and the URL", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto(`/dashboard/users?${prefixQuery}`);
    const rows = page.getByRole("table", { name: "Users" }).locator("tbody tr");
    const count = page.locator("[data-slot=row-count]");
    await expect(rows).toHaveCount(10);
    await expect(count).toHaveText(`1–10 of ${USERS} results`);

    const size = page.getByLabel("Rows per page");
    await expect(size).toHaveValue("10");
    await size.selectOption("20");
    await expect(page).toHaveURL(/[?&]pageSize=20(&|$)/);
    await expect(rows).toHaveCount(20);
    await expect(count).toHaveText(`1–20 of ${USERS} results`);
    await expect(page.locator("[data-slot=page-status]")).toHaveText("Page 1 of 2");

    // Keyboard: the pager's Next is reached and pressed without a mouse.
    await page.getByRole("button", { name: "Next" }).focus();
    await page.keyboard.press("Enter");
    await expect(rows).toHaveCount(1);
    await expect(count).toHaveText(`21–21 of ${USERS} results`);
  });

  test("sort and search survive a reload and add no history entries", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto("/dashboard/users");
    const table = page.getByRole("table", { name: "Users" });
    const rows = table.locator("tbody tr");
    await expect(rows.first()).toBeVisible();

    const search = page.getByRole("searchbox", { name: "Search users" });
    await search.fill(PREFIX);
    await expect(page).toHaveURL(/[?&]q=Tables\+/);
    const nameHeader = table.getByRole("columnheader", { name: "Name" });
    await nameHeader.getByRole("button").click();
    await expect(nameHeader).toHaveAttribute("aria-sort", "ascending");
    await nameHeader.getByRole("button").click();
    await expect(page).toHaveURL(/sortBy=name&sortOrder=desc/);
    await expect(rows.first()).toContainText(nameOf(USERS));

    await page.reload();
    await expect(search).toHaveValue(PREFIX);
    await expect(nameHeader).toHaveAttribute("aria-sort", "descending");
    await expect(rows.first()).toContainText(nameOf(USERS));
    await expect(page.locator("[data-slot=row-count]")).toHaveText(`1–10 of ${USERS} results`);

    // Searching and sorting replaced the list's history entry: Back leaves the list.
    await page.goBack();
    await expect(page).not.toHaveURL(/\/dashboard\/users/);
  });

  test("a shared link opens the list in the state it names", async ({ browser }) => {
    const page = await newSignedInPage(browser, "admin@example.com");
    await page.goto(`/dashboard/users?${prefixQuery}&sortBy=name&sortOrder=desc&pageSize=20&page=2`);
    const table = page.getByRole("table", { name: "Users" });
    await expect(page.locator("[data-slot=page-status]")).toHaveText("Page 2 of 2");
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(table.locator("tbody tr").first()).toContainText(nameOf(1));
    await expect(page.locator("[data-slot=row-count]")).toHaveText(`21–21 of ${USERS} results`);
    await expect(page.getByLabel("Rows per page")).toHaveValue("20");
    await expect(page.getByRole("searchbox", { name: "Search users" })).toHaveValue(PREFIX);
    await expect(table.getByRole("columnheader", { name: "Name" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await page.context().close();
  });

  test("bad values in the URL fall back to the defaults instead of breaking the list", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto(
      `/dashboard/users?${prefixQuery}&page=abc&pageSize=7&sortBy=password&sortOrder=sideways&role=superuser`,
    );
    const table = page.getByRole("table", { name: "Users" });
    await expect(table.locator("tbody tr")).toHaveCount(10);
    await expect(page.getByText("Could not load the list")).toHaveCount(0);
    await expect(page.locator("[data-slot=row-count]")).toHaveText(`1–10 of ${USERS} results`);
    await expect(page.locator("[data-slot=page-status]")).toHaveText("Page 1 of 3");
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");
    await expect(page.getByLabel("Filter by role")).toHaveValue("");
    await expect(table.locator("th[aria-sort=ascending], th[aria-sort=descending]")).toHaveCount(0);

    await page.goto(`/dashboard/users?${prefixQuery}&page=999&pageSize=1000`);
    await expect(page.locator("[data-slot=page-status]")).toHaveText("Page 3 of 3");
    await expect(table.locator("tbody tr")).toHaveCount(1);
    await expect(page.getByLabel("Rows per page")).toHaveValue("10");
  });

  test("the users page has no serious accessibility violation", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto(`/dashboard/users?${prefixQuery}`);
    await expect(page.getByRole("table", { name: "Users" }).locator("tbody tr")).toHaveCount(10);
    await expectNoSeriousAxeViolations(page);
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const WIDTH = 390;

  test("finding 10: each user is a card with Teams, Status and the actions on screen", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto(`/dashboard/users?q=${encodeURIComponent("athlete@example.com")}`);
    const list = page.getByRole("list", { name: "Users" });
    const card = list.getByRole("listitem").filter({ hasText: "Alex Athlete" });
    await expect(card).toHaveCount(1);

    for (const label of ["Name", "Email", "Role", "Teams", "Status", "Last login"]) {
      const pair = card.locator("[data-slot=card-field]").filter({ hasText: label });
      await expect(pair.getByText(label, { exact: true })).toBeVisible();
      await expectInsideViewport(pair, WIDTH);
    }
    await expect(card.locator("[data-slot=card-field]").filter({ hasText: "Teams" })).toContainText(
      "Track Team",
    );
    for (const action of [
      card.getByRole("link", { name: "View Alex Athlete" }),
      card.getByRole("link", { name: "Edit Alex Athlete" }),
      card.getByRole("button", { name: "Delete Alex Athlete" }),
    ]) {
      await expect(action).toBeVisible();
      await expectInsideViewport(action, WIDTH);
    }
    await expectNoHorizontalScroll(page);
  });

  test("cards sort, page and size like the table, and keep it in the URL", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto(`/dashboard/users?${prefixQuery}`);
    const cards = page.getByRole("list", { name: "Users" }).getByRole("listitem");
    await expect(cards).toHaveCount(10);

    await page.getByLabel("Sort by").selectOption({ label: "Name, descending" });
    await expect(page).toHaveURL(/sortBy=name&sortOrder=desc/);
    await expect(cards.first()).toContainText(nameOf(USERS));

    await page.getByLabel("Rows per page").selectOption("20");
    await expect(cards).toHaveCount(20);
    await expect(page.locator("[data-slot=row-count]")).toHaveText(`1–20 of ${USERS} results`);
    await page.reload();
    await expect(cards).toHaveCount(20);
    await expect(cards.first()).toContainText(nameOf(USERS));
    await expect(page.getByLabel("Sort by")).toHaveValue("name:desc");
    await expectNoHorizontalScroll(page);
  });

  test("cards show a loading state, then the rows, and an empty text when nothing matches", async ({
    page,
  }) => {
    await signIn(page, "admin@example.com");
    // Holds the list's first answer until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/users/paginate", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/dashboard/users?${prefixQuery}`);
    await expect(page.locator("[data-slot=skeleton-card]").first()).toBeVisible();
    await expect(page.getByRole("list", { name: "Users" })).toHaveAttribute("aria-busy", "true");
    release();
    await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(10);
    await expect(page.locator("[data-slot=skeleton-card]")).toHaveCount(0);
    await page.unroute("**/api/users/paginate");

    await page.getByRole("searchbox", { name: "Search users" }).fill(`nobody ${RUN}`);
    await expect(page.getByText("No users found.")).toBeVisible();
    await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(0);
    await expect(page.locator("[data-slot=row-count]")).toHaveText("0 results");
  });

  const LIST_PAGES: [string, string[]][] = [
    [
      "admin@example.com",
      [
        "/dashboard/users",
        "/dashboard/teams",
        "/dashboard/ai-config/agents",
        "/dashboard/ai-config/instruction-sets",
        "/dashboard/ai-config/instructions",
        "/dashboard/prompt-templates",
      ],
    ],
    ["master@example.com", ["/dashboard/organizations"]],
    ["coach@example.com", ["/dashboard/coaching-notes", "/dashboard/assessments", "/dashboard/users"]],
    ["athlete@example.com", ["/dashboard/goals", "/dashboard/journals", "/dashboard/chats"]],
  ];
  for (const [email, paths] of LIST_PAGES) {
    test(`no list page of ${email} scrolls sideways`, async ({ page }) => {
      await signInChoosing(page, email);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
        await expectNoHorizontalScroll(page);
      }
    });
  }

  test("the users page has no serious accessibility violation", async ({ page }) => {
    await signIn(page, "admin@example.com");
    await page.goto(`/dashboard/users?${prefixQuery}`);
    await expect(page.getByRole("list", { name: "Users" }).getByRole("listitem")).toHaveCount(10);
    await expectNoSeriousAxeViolations(page);
  });
});

/** A master admin chooses an organisation, and the demo coach (two teams) a team, before the dashboard. */
const CONTEXT_CHOICE: Record<string, RegExp> = {
  "master@example.com": /Master Organization/,
  "coach@example.com": /Track Team/,
};

async function signInChoosing(page: Page, email: string) {
  const choice = CONTEXT_CHOICE[email];
  return choice ? signInAndChoose(page, email, choice) : signIn(page, email);
}

async function newSignedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}
