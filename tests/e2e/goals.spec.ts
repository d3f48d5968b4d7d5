import { expectNoSeriousAxeViolations } from "./a11y";
import { expect, RUN, signIn, test, toast } from "./support";

test("an athlete creates a goal, updates its progress on the view page and sees the bar move", async ({
  page,
}) => {
  const title = `Run a half marathon ${RUN}`;
  await signIn(page, "athlete@example.com");

  await page.goto("/dashboard/goals");
  await expect(page.getByRole("heading", { level: 1, name: "Goals" })).toBeVisible();
  await page.getByRole("link", { name: "Create goal" }).click();
  await expect(page).toHaveURL(/\/dashboard\/goals\/create$/);

  // The contract's messages show before anything is sent.
  await page.getByRole("button", { name: "Create goal" }).click();
  await expect(page.getByText("Field is required").first()).toBeVisible();

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Target", { exact: true }).fill("Finish 21.1 km under two hours");
  await page.getByLabel("Motivation").fill("Feel strong at the spring race.");
  await page.getByRole("button", { name: "Add keywords" }).click();
  await page.getByRole("combobox", { name: "Search keywords" }).fill("fitness");
  await page.getByRole("option", { name: "Fitness", exact: true }).click();
  await page.keyboard.press("Escape");
  await page.getByLabel("Deadline", { exact: true }).selectOption("quarter");
  await page.getByLabel("Priority").selectOption("high");
  await page.getByRole("button", { name: "Create goal" }).click();

  await expect(toast(page, "Goal created successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/goals\/view\/[0-9a-f]{24}$/);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  const bar = page.getByRole("progressbar", { name: "Goal progress" });
  await expect(bar).toHaveAttribute("aria-valuenow", "0");

  await page.getByLabel("Progress change (points)").fill("40");
  await page.getByLabel("Note title").fill("Long run");
  await page.getByLabel("Justification").fill("Ran 15 km at an easy pace.");
  await expect(page.getByText("Progress will go from 0% to 40%.")).toBeVisible();
  await page.getByRole("button", { name: "Save progress" }).click();
  await expect(bar).toHaveAttribute("aria-valuenow", "40");
  const notes = page.getByRole("list", { name: "Progress notes" });
  await expect(notes.getByText("Long run")).toBeVisible();
  await expect(notes.getByText(/0% → 40%/)).toBeVisible();

  // Out of range: the §5 bound is shown and nothing moves.
  await page.getByLabel("Progress change (points)").fill("150");
  await page.getByRole("button", { name: "Save progress" }).click();
  await expect(page.getByText("Number must be at most 100")).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuenow", "40");

  // The list shows the goal with its progress, and follows a change made elsewhere without a reload.
  const goalId = page.url().split("/").pop() as string;
  await page.goto("/dashboard/goals");
  const rowBar = page.getByRole("progressbar", { name: `Progress of ${title}` });
  await expect(rowBar).toHaveAttribute("aria-valuenow", "40");
  const res = await page.request.put(`/api/goals/${goalId}`, { data: { note: { progressedValue: 25 } } });
  expect(res.status(), await res.text()).toBe(200);
  await expect(rowBar).toHaveAttribute("aria-valuenow", "65");
});

test("goal keywords are picked by searching human labels, shown as removable chips, and stored as before", async ({
  page,
}) => {
  const title = `Sleep better ${RUN}`;
  await signIn(page, "athlete@example.com");
  await page.goto("/dashboard/goals/create");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Target", { exact: true }).fill("Eight hours a night, five nights a week");

  // No wall of raw tags: the picker opens on demand, grouped, with human labels.
  await expect(page.getByText("sleep-hygiene", { exact: true })).toHaveCount(0);
  const trigger = page.getByRole("button", { name: "Add keywords" });
  await trigger.click();
  const search = page.getByRole("combobox", { name: "Search keywords" });
  await expect(search).toBeFocused();
  await expect(page.getByRole("group", { name: "Body and health" })).toBeVisible();
  await expect(page.getByRole("option", { name: "Pre-competition routine" })).toBeAttached();
  await expect(page.getByText("pre-competition-routine", { exact: true })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  // Keyboard only: the search narrows the list, arrows move, Enter picks and the list stays open for more.
  await search.fill("sleep");
  // Within the picker: the form's selects have options too.
  await expect(page.getByRole("dialog", { name: "Choose keywords" }).getByRole("option")).toHaveCount(2);
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("option", { name: "Sleep hygiene" })).toHaveAttribute("aria-selected", "true");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("option", { name: "Sleep hygiene" })).toHaveAttribute("aria-checked", "true");
  await search.fill("self talk");
  await page.keyboard.press("Enter");
  await search.fill("zzz nothing");
  await expect(page.getByText("No keyword matches.")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(trigger).toBeFocused();

  const chosen = page.getByRole("list", { name: "Chosen keywords" });
  await expect(chosen.getByRole("listitem")).toHaveText(["Sleep hygiene", "Self-talk"]);
  await chosen.getByRole("button", { name: "Remove Self-talk" }).click();
  await expect(chosen.getByRole("listitem")).toHaveText(["Sleep hygiene"]);

  await page.getByRole("button", { name: "Create goal" }).click();
  await expect(toast(page, "Goal created successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText("Sleep hygiene", { exact: true })).toBeVisible();
  const goalId = page.url().split("/").pop() as string;
  const res = await page.request.get(`/api/goals/${goalId}`);
  expect(res.status(), await res.text()).toBe(200);
  expect((await res.json()).keywords).toEqual(["sleep-hygiene"]);

  // Editing shows the stored keyword as a chip again.
  await page.goto(`/dashboard/goals/edit/${goalId}`);
  await expect(page.getByRole("list", { name: "Chosen keywords" }).getByRole("listitem")).toHaveText([
    "Sleep hygiene",
  ]);
});
