import { expect, RUN, signIn, signInCoach, test } from "./support";

test("an athlete writes a journal, a coach forces an assessment and sees the chart gain points", async ({
  browser,
}) => {
  test.setTimeout(90_000);

  // The athlete writes a journal entry (through the API, as the journal form does), on a day of its own so the
  // daily chart must gain a point for it.
  const athleteContext = await browser.newContext();
  const athletePage = await athleteContext.newPage();
  await signIn(athletePage, "athlete@example.com");
  const me = await athletePage.request.get("/api/users/me");
  expect(me.status(), await me.text()).toBe(200);
  const athlete = (await me.json()) as { _id: string; name: string };
  const day = 1 + Math.floor(Math.random() * 28);
  const date = `2021-02-${String(day).padStart(2, "0")}T12:00:00.000Z`;
  const journal = await athletePage.request.post("/api/journals", {
    data: {
      title: `E2E assessed journal ${RUN}`,
      text: "Slept well and rested. I felt happy and motivated at practice.",
      date,
    },
  });
  expect(journal.status(), await journal.text()).toBe(201);

  // The coach finds the athlete among the users on /dashboard/assessments and opens their assessments.
  const coachContext = await browser.newContext();
  const page = await coachContext.newPage();
  await signInCoach(page);
  await page.goto("/dashboard/assessments");
  await expect(page.getByRole("heading", { name: "Assessments", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: athlete.name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/assessments/user/${athlete._id}$`));
  await expect(page.getByRole("heading", { name: `Assessments of ${athlete.name}` })).toBeVisible();

  const chart = page.getByTestId("assessment-chart");
  await expect(chart).toBeVisible();
  const before = Number(await chart.getAttribute("data-point-count"));

  await page.getByRole("button", { name: "Force assessment" }).click();
  const progress = page.getByRole("progressbar", { name: "Force assessment progress" });
  await expect(progress).toBeVisible();
  await expect(page.getByTestId("assessment-run-progress")).toContainText(/Assessed \d+ of \d+/);

  // The chart reloads with the new day's values of the mental section.
  await expect
    .poll(async () => Number(await chart.getAttribute("data-point-count")))
    .toBeGreaterThanOrEqual(before + 4);
  await page.screenshot({ path: test.info().outputPath("user-assessments.png"), fullPage: true });
  const listed = await page.request.post("/api/assessments/progress-assessments-chart", {
    data: { userId: athlete._id, keys: ["sleepQuality"], dateFilter: { startDate: date, endDate: date } },
  });
  expect(listed.status(), await listed.text()).toBe(200);
  expect((await listed.json()).series[0].points).toEqual([{ date: date.slice(0, 10), value: 7, count: 1 }]);

  // The athlete sees their own assessments page.
  await athletePage.goto("/dashboard/assessments");
  await expect(athletePage.getByRole("heading", { name: "Latest values" })).toBeVisible();
  await expect(athletePage.getByTestId("assessment-chart")).toBeVisible();
  await athletePage.screenshot({ path: test.info().outputPath("athlete-assessments.png"), fullPage: true });

  await athleteContext.close();
  await coachContext.close();
});
