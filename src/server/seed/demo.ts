/**
 * The demo organisation the app starts with when nothing is configured: a master organisation with a master
 * admin, and a normal organisation with two teams, an admin, a coach in both teams, an athlete who has filled
 * the intake form and one who has not, and progress data for the athletes (journals, goals, assessment values,
 * usage statistics: demo-progress.ts). Idempotent: running it again only re-creates missing provider accounts
 * (the emulator may have been restarted) and resets the demo passwords.
 */
import { db } from "@/server/db";
import { upsertAccount } from "./accounts";
import { seedDemoAgents } from "./demo-agents";
import { seedDemoAnnotations } from "./demo-annotations";
import { seedDemoCoachingNotes } from "./demo-coaching-notes";
import { seedDemoNotifications } from "./demo-notifications";
import { seedDemoProgress } from "./demo-progress";

export const DEMO_PASSWORD = "Demo-pass-2026";

export const DEMO_ACCOUNTS = {
  master: { email: "master@example.com", name: "Morgan Master", role: "admin", isAdminMaster: true },
  admin: { email: "admin@example.com", name: "Avery Admin", role: "admin" },
  coach: { email: "coach@example.com", name: "Casey Coach", role: "coach", filledIntakeForm: true },
  athlete: { email: "athlete@example.com", name: "Alex Athlete", role: "user", filledIntakeForm: true },
  newAthlete: {
    email: "new.athlete@example.com",
    name: "Nico Newcomer",
    role: "user",
    filledIntakeForm: false,
  },
} as const;

async function organization(slug: string, name: string, masterOrganization: boolean) {
  return db.organization.upsert({
    where: { slug },
    update: {},
    create: { slug, name, masterOrganization, description: `${name} (demo)` },
  });
}

async function team(organizationId: string, slug: string, name: string) {
  return db.team.upsert({
    where: { organizationId_slug: { organizationId, slug } },
    update: {},
    create: { organizationId, slug, name, description: `${name} (demo)` },
  });
}

export async function seedDemo() {
  const master = await organization("master", "Master Organization", true);
  const academy = await organization("demo-academy", "Demo Academy", false);
  const track = await team(academy.id, "track", "Track Team");
  const swim = await team(academy.id, "swim", "Swim Team");
  const a = DEMO_ACCOUNTS;
  const password = DEMO_PASSWORD;
  await upsertAccount({ ...a.master, password, organizationId: master.id });
  const admin = await upsertAccount({ ...a.admin, password, organizationId: academy.id });
  const coach = await upsertAccount({
    ...a.coach,
    password,
    organizationId: academy.id,
    teamIds: [track.id, swim.id],
  });
  const athlete = await upsertAccount({
    ...a.athlete,
    password,
    organizationId: academy.id,
    teamIds: [track.id],
  });
  const newAthlete = await upsertAccount({
    ...a.newAthlete,
    password,
    organizationId: academy.id,
    teamIds: [swim.id],
  });
  await seedDemoAgents(academy.id, [admin.id, coach.id]);
  await seedDemoProgress(academy.id, { id: athlete.id, teamIds: [track.id] }, [
    { id: newAthlete.id, teamIds: [swim.id] },
  ]);
  await seedDemoNotifications(academy.id);
  await seedDemoAnnotations(academy.id, athlete.id, coach.id);
  await seedDemoCoachingNotes(academy.id, athlete.id, coach.id);
  return { master, academy, teams: [track, swim] };
}
