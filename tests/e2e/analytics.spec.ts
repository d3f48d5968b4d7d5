import { ASSESSMENT_SECTIONS } from "../../src/lib/constants";
import { db } from "../../src/server/db";
import { expectNoSeriousAxeViolations } from "./a11y";
import { expect, RUN, signIn, signInCoach, test, userIdOf } from "./support";

test.afterAll(async () => {
  await db.$disconnect();
});

const DAY_MS = 24 * 60 * 60 * 1000;

/** A person of the test's own in `teamId` (never signs in), with every section's values on 5 recent days. */
async function memberWithValues(organizationId: string, teamId: string, name: string, base: number) {
  const user = await db.user.create({
    data: {
      name,
      email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
      organizationId,
      filledIntakeForm: true,
      teams: { connect: [{ id: teamId }] },
    },
  });
  const now = Date.now();
  const rows = [2, 4, 6, 8, 10].flatMap((daysAgo, i) =>
    Object.entries(ASSESSMENT_SECTIONS).flatMap(([section, keys]) =>
      keys.map((key) => ({
        userId: user.id,
        organizationId,
        section: section as keyof typeof ASSESSMENT_SECTIONS,
        key: key as "mood",
        value: base + (i % 3),
        date: new Date(now - daysAgo * DAY_MS),
      })),
    ),
  );
  const created = await db.assessmentValue.createManyAndReturn({ data: rows, select: { id: true } });
  // Values count for the teams the person was in when assessed: the link is made then, as the app does.
  await db.$executeRaw`INSERT INTO "_AssessmentValueToTeam" ("A", "B")
    SELECT unnest(${created.map((c) => c.id)}::varchar[]), ${teamId}`;
  return user;
}

test("on a phone the usage chart's code loads when the coach scrolls to it, not with the page", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInCoach(page);
  await expect(page.getByTestId("usage-totalChatsCreated")).toHaveText(/^\d/);
  await expect(page.getByLabel("Loading chart")).toBeAttached();
  await expect(page.locator(".recharts-wrapper")).toHaveCount(0);
  await page.getByRole("heading", { name: "Usage" }).scrollIntoViewIfNeeded();
  await expect(
    page.locator("figure[aria-label='Activity per day'] .recharts-bar-rectangle").first(),
  ).toBeAttached();
});

test("a coach opens an athlete's metrics and sees the charts", async ({ page }) => {
  await signInCoach(page);
  // The dashboard's usage section (coaches and admins) draws its bar chart once scrolled to.
  await page.getByRole("heading", { name: "Usage" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "Usage" })).toBeVisible();
  await expect(
    page.locator("figure[aria-label='Activity per day'] .recharts-bar-rectangle").first(),
  ).toBeAttached();

  const athleteId = await userIdOf(page, "athlete@example.com");

  await page.goto(`/dashboard/users/view/${athleteId}`);
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

test("a team's average is drawn once another member has values, and the legend lists only drawn lines", async ({
  page,
}) => {
  const academy = await db.organization.findUniqueOrThrow({ where: { slug: "demo-academy" } });
  const teamName = `Legend Team ${RUN}`;
  const team = await db.team.create({
    data: { name: teamName, slug: `legend-team-${RUN}`, organizationId: academy.id },
  });
  const athlete = await memberWithValues(academy.id, team.id, `Lena Legend ${RUN}`, 5);

  await signIn(page, "admin@example.com");
  await page.goto(`/dashboard/users/metrics/${athlete.id}`);
  const sections = Object.keys(ASSESSMENT_SECTIONS);
  const teamLegend = `${teamName} (avg)`;

  /** Every legend entry of every chart has its line drawn: a path through at least two points. */
  async function expectLegendMatchesLines() {
    for (const section of sections) {
      const chart = page.getByTestId(`trend-${section}`);
      await expect(chart.locator("path.recharts-line-curve").first()).toBeAttached();
      const legend = await chart.locator(".recharts-legend-item-text").allTextContents();
      const drawn = await chart
        .locator("path.recharts-line-curve")
        .evaluateAll(
          (paths) => paths.filter((p) => /^M[\d.-]+,[\d.-]+.*[LC]/.test(p.getAttribute("d") ?? "")).length,
        );
      expect(legend.length, `${section}: ${legend.join(" | ")}`).toBe(drawn);
    }
  }

  // Alone in the team: there is no average of others to compare with, so none is listed.
  for (const section of sections) {
    const chart = page.getByTestId(`trend-${section}`);
    await expect(chart.locator(".recharts-legend-item-text").first()).toBeAttached();
    await expect(chart.locator(".recharts-legend-item-text", { hasText: teamLegend })).toHaveCount(0);
    await expect(
      chart.getByText(`No values from other members of ${teamName} in this period.`),
    ).toBeVisible();
  }
  await expectLegendMatchesLines();

  // A teammate with values: the team's line appears in all three charts.
  await memberWithValues(academy.id, team.id, `Theo Teammate ${RUN}`, 7);
  await page.reload();
  for (const section of sections) {
    const chart = page.getByTestId(`trend-${section}`);
    await expect(chart.locator(".recharts-legend-item-text", { hasText: teamLegend })).toHaveCount(1);
    const teamLine = chart.locator(".recharts-line.series-team path.recharts-line-curve");
    await expect(teamLine).toHaveAttribute("d", /^M[\d.-]+,[\d.-]+.*[LC]/);
  }
  await expectLegendMatchesLines();

  await expectNoSeriousAxeViolations(page);
});
