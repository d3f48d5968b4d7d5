/**
 * Check-ins in the browser: an athlete snoozes them and ends the snooze, then turns them off, in their account
 * settings; a coach sees a member's check-ins on the member's page. Desktop and phone, no serious axe violation.
 */
import { db } from "../../src/server/db";
import { upsertAccount } from "../../src/server/users/demo-accounts";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations } from "./a11y";
import { expect, PASSWORD, RUN, signIn, signInCoach, test, toast } from "./support";

async function athlete(tag: string) {
  const academy = await db.organization.findUniqueOrThrow({
    where: { slug: "demo-academy" },
    select: { id: true, teams: { select: { id: true, name: true } } },
  });
  const track = academy.teams.find((t) => t.name === "Track Team")?.id as string;
  const email = `checkins.${tag}.${RUN}@example.com`;
  const { id } = await upsertAccount({
    email,
    name: `Cleo Checkin ${tag} ${RUN}`,
    password: PASSWORD,
    role: "user",
    organizationId: academy.id,
    teamIds: [track],
    filledIntakeForm: true,
  });
  await db.checkIn.create({
    data: {
      organizationId: academy.id,
      userId: id,
      reason: "goal-due",
      detail: {
        reason: "goal-due",
        goalId: "0123456789abcdef01234567",
        title: "Sub-60 400 m",
        progress: 20,
        due: "2026-11-30",
      },
      period: `goal:test:${RUN}`,
    },
  });
  return { id, email };
}

test.afterAll(async () => {
  await db.$disconnect();
});

for (const size of ["desktop", "phone"] as const) {
  test.describe(`check-ins on a ${size}`, () => {
    if (size === "phone") test.use({ viewport: { width: 390, height: 844 } });

    test("an athlete snoozes check-ins and turns them off; a coach sees them on the member's page", async ({
      page,
      browser,
    }) => {
      const me = await athlete(size);
      await signIn(page, me.email);
      await page.goto("/dashboard/account-settings");
      await expect(page.getByRole("heading", { level: 2, name: "Check-ins" })).toBeVisible();
      await page.getByRole("combobox", { name: "Snooze for" }).selectOption({ label: "1 week" });
      await page.getByRole("button", { name: "Snooze check-ins" }).click();
      await expect(toast(page, "Check-ins snoozed")).toBeVisible();
      await expect(page.getByTestId("snoozed-until")).toContainText("Snoozed until");
      await expectNoSeriousAxeViolations(page);
      if (size === "phone") await expectNoHorizontalScroll(page);
      await page.getByRole("button", { name: "End snooze" }).click();
      await expect(toast(page, "Snooze ended")).toBeVisible();
      await page.getByRole("switch", { name: "Check-ins from my coach" }).click();
      await expect(toast(page, "Check-ins are off")).toBeVisible();
      const row = await db.user.findUniqueOrThrow({ where: { id: me.id } });
      expect(row.checkInsOff).toBe(true);
      expect(row.checkInsSnoozedUntil).toBeNull();

      const coach = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
      const coachPage = await coach.newPage();
      await signInCoach(coachPage);
      await coachPage.goto(`/dashboard/users/view/${me.id}`);
      const list = coachPage.getByRole("list", { name: "Check-ins" });
      await expect(list).toContainText("A goal due soon and behind");
      await expect(list).toContainText("Goal “Sub-60 400 m” is due on 2026-11-30 and is at 20%");
      await expectNoSeriousAxeViolations(coachPage);
      await coach.close();
    });
  });
}
