import { expect, RUN, signIn, test, toast } from "./support";

test("an athlete writes a journal entry, finds it in the list, edits and deletes it", async ({ page }) => {
  test.setTimeout(60_000);
  const title = `E2E journal ${RUN}`;
  await signIn(page, "athlete@example.com");

  await page.goto("/dashboard/journals");
  await expect(page.getByRole("heading", { level: 1, name: "Journals" })).toBeVisible();
  await page.getByRole("link", { name: "New entry" }).click();
  await expect(page).toHaveURL(/\/dashboard\/journals\/create$/);

  // Saving without a title shows the §5 message on the field and sends nothing.
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Field is required")).toBeVisible();

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Date").fill("2026-03-14");
  await page.getByLabel("Entry").fill("Intervals on the track. Legs heavy, mind calm.");
  await page.getByRole("switch", { name: "Draft" }).click();
  await expect(page.getByRole("switch", { name: "Include in assessments" })).toBeChecked();
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(toast(page, "Journal created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/journals$/);

  // The list finds it by a word of its text, with its draft badge and date.
  await page.getByRole("searchbox", { name: "Search journals" }).fill("legs heavy");
  // The search is committed to the URL after a pause in typing; wait for it, so it cannot land after the click below.
  await expect(page).toHaveURL(/[?&]q=legs\+heavy/);
  const row = page.getByTestId("journal-row").filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByText("Draft", { exact: true })).toBeVisible();
  await expect(row).toContainText("2026");

  await row.getByRole("link", { name: `Edit ${title}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/journals\/edit\/[0-9a-f]{24}$/);
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Date")).toHaveValue("2026-03-14");
  await page.getByLabel("Title").fill(`${title} (edited)`);
  await page.getByLabel("Entry").fill("Intervals on the track. Legs fresh after all.");
  await page.getByRole("switch", { name: "Draft" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Journal updated successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/journals$/);

  await page.getByRole("searchbox", { name: "Search journals" }).fill(RUN);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${RUN}`));
  const edited = page.getByTestId("journal-row").filter({ hasText: `${title} (edited)` });
  await expect(edited).toHaveCount(1);
  await expect(edited).toContainText("Legs fresh after all.");
  await expect(edited.getByText("Draft", { exact: true })).toHaveCount(0);

  await edited.getByRole("button", { name: `Delete ${title} (edited)` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Journal deleted successfully")).toBeVisible();
  await expect(page.getByTestId("journal-row").filter({ hasText: title })).toHaveCount(0);
});

test("a new entry for today comes first, above the day's earlier ones, and an edit keeps every entry in its place", async ({
  page,
}) => {
  // Other specs of the run write journals with RUN in them too: these entries carry a tag of their own.
  const tag = `ord${RUN}`;
  await signIn(page, "athlete@example.com");
  // Two entries written earlier today (the API dates them now, as a client without a date field does).
  for (const name of ["a", "b"]) {
    const res = await page.request.post("/api/journals", { data: { title: `Earlier ${name} ${tag}` } });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto("/dashboard/journals/create");
  await page.getByLabel("Title").fill(`Latest ${tag}`);
  await page.getByRole("button", { name: "Save entry" }).click();
  await expect(toast(page, "Journal created successfully")).toBeVisible();

  const titles = async () => {
    await page.goto(`/dashboard/journals?q=${tag}`);
    const rows = page.getByTestId("journal-row");
    await expect(rows).toHaveCount(3);
    return rows.evaluateAll((els) => els.map((el) => el.querySelector("a")?.textContent?.trim()));
  };
  expect(await titles()).toEqual([`Latest ${tag}`, `Earlier b ${tag}`, `Earlier a ${tag}`]);

  // Editing the oldest without touching its date keeps its time, and so its place.
  await page
    .getByTestId("journal-row")
    .filter({ hasText: `Earlier a ${tag}` })
    .getByRole("link")
    .first()
    .click();
  await page.getByLabel("Title").fill(`Earlier a ${tag} (edited)`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Journal updated successfully")).toBeVisible();
  expect(await titles()).toEqual([`Latest ${tag}`, `Earlier b ${tag}`, `Earlier a ${tag} (edited)`]);
});
