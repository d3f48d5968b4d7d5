/**
 * The demo organisation the app starts with when nothing is configured: a master organisation with a master
 * admin, and a normal organisation with two teams, an admin, a coach in both teams, an athlete who has filled
 * the intake form and one who has not, and progress data for the athletes (journals, goals, assessment values,
 * usage statistics: demo-progress.ts). Idempotent: running it again only re-creates missing provider accounts
 * (the emulator may have been restarted) and resets the demo passwords.
 *
 * The seed writes no table itself: it calls each owner domain's demo function in turn (organizations, teams,
 * users, agents, instructions, notifications, coaching-notes, and the progress domains through demo-progress.ts),
 * passing the ids the earlier steps returned.
 */
import { seedDemoAgents } from "@/server/agents/demo-agents";
import { providerName } from "@/server/ai";
import { areaFalls } from "@/server/assessments/area-falls";
import { draftForItem } from "@/server/coach-drafts/draft-for-item";
import { hasAiNotes, seedDemoCoachingNotes } from "@/server/coaching-notes/demo-coaching-notes";
import { seedDemoInstructionSet } from "@/server/instructions/demo-instruction-set";
import { journalIdsOf } from "@/server/journals/journal-ids-of";
import { learnFromItem } from "@/server/memory/learn-from-item";
import { seedDemoNotifications } from "@/server/notifications/demo-notifications";
import { seedDemoSupportContacts, upsertDemoOrganization } from "@/server/organizations/demo-organization";
import { upsertDemoTeam } from "@/server/teams/demo-teams";
import { seedDemoAnnotations } from "@/server/users/annotations/demo-annotations";
import { seedDemoSafeguardingLeads, upsertAccount } from "@/server/users/demo-accounts";
import { seedDemoProfile } from "@/server/users/demo-profile";
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

/**
 * A fresh install's first memory run, offline only (with a model configured, the assessments' memory jobs do it):
 * the memory step reads the demo athlete's journal entries, so "What my coach knows about me" shows facts it
 * learned, each with the entry it came from.
 */
async function learnFromDemoJournals(userId: string): Promise<void> {
  if (providerName() !== "offline") return;
  for (const id of await journalIdsOf(userId)) await learnFromItem("journal", id);
}

/**
 * The coach's "Drafts to review" on a fresh install (offline only, like the memory run): the AI's drafts from the
 * demo athlete's latest journal entry, with the areas of their demo assessments that fell.
 */
async function draftFromDemoJournal(userId: string, organizationId: string): Promise<void> {
  if (providerName() !== "offline" || (await hasAiNotes(userId))) return;
  const [latest] = (await journalIdsOf(userId)).slice(-1);
  if (!latest) return;
  const falls = await areaFalls(userId, organizationId);
  await draftForItem(
    "journal",
    latest,
    falls.map((f) => ({ key: f.key, label: f.label, from: f.values[1], to: f.values[0] })),
  );
}

export async function seedDemo() {
  const master = await upsertDemoOrganization("master", "Master Organization", true);
  const academy = await upsertDemoOrganization("demo-academy", "Demo Academy", false);
  const track = await upsertDemoTeam(academy.id, "track", "Track Team");
  const swim = await upsertDemoTeam(academy.id, "swim", "Swim Team");
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
  const { coach: coachAgent } = await seedDemoAgents(academy.id, [admin.id, coach.id]);
  await seedDemoInstructionSet(academy.id, coachAgent.id);
  await seedDemoProgress(academy.id, { id: athlete.id, teamIds: [track.id] }, [
    { id: newAthlete.id, teamIds: [swim.id] },
  ]);
  await seedDemoNotifications(academy.id);
  if (await seedDemoProfile(athlete.id)) await learnFromDemoJournals(athlete.id);
  await seedDemoAnnotations(academy.id, athlete.id, coach.id);
  await seedDemoCoachingNotes(academy.id, athlete.id, coach.id);
  await draftFromDemoJournal(athlete.id, academy.id);
  await seedDemoSupportContacts(academy.id);
  await seedDemoSafeguardingLeads([admin.id, coach.id]);
  return { master, academy, teams: [track, swim] };
}
