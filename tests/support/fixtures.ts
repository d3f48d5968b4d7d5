/**
 * Test data made the way real data is made: provider accounts in the Auth Emulator plus user records, through
 * the same helper the seed uses. Every call makes a fresh organisation with unique names, so test files never
 * depend on each other or on order.
 */
import { randomBytes } from "node:crypto";
import type { Role } from "@/lib/constants";
import { db } from "@/server/db";
import { signInWithPassword } from "@/server/identity/identity-toolkit";
import { upsertAccount } from "@/server/users/demo-accounts";

export const PASSWORD = "Test-pass-1234";

export function unique(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}`;
}

export interface Person {
  id: string;
  email: string;
  firebaseId: string;
  role: Role;
}

export async function makePerson(
  organizationId: string | null,
  role: Role,
  options: {
    teamIds?: string[];
    isAdminMaster?: boolean;
    active?: boolean;
    filledIntakeForm?: boolean;
    name?: string;
  } = {},
): Promise<Person> {
  const email = `${unique(role)}@test.example.com`;
  const user = await upsertAccount({
    email,
    password: PASSWORD,
    name: options.name ?? unique(`${role} person`),
    role,
    organizationId,
    teamIds: options.teamIds,
    isAdminMaster: options.isAdminMaster,
    active: options.active,
    filledIntakeForm: options.filledIntakeForm ?? true,
  });
  return { id: user.id, email, firebaseId: user.firebaseId as string, role };
}

/** A team of the organisation, with a unique slug. */
export function makeTeam(organizationId: string, name: string) {
  return db.team.create({
    data: { name, slug: unique(name.toLowerCase().replace(/\W+/g, "-")), organizationId },
  });
}

/** An organisation with two teams and one person per role (coach in both teams, athletes split). */
export async function makeOrganization(options: { master?: boolean } = {}) {
  const slug = unique("org");
  const org = await db.organization.create({
    data: { name: `Org ${slug}`, slug, masterOrganization: options.master ?? false },
  });
  const teamA = await makeTeam(org.id, "Team A");
  const teamB = await makeTeam(org.id, "Team B");
  const admin = await makePerson(org.id, "admin");
  const coach = await makePerson(org.id, "coach", { teamIds: [teamA.id, teamB.id] });
  const athleteA = await makePerson(org.id, "user", { teamIds: [teamA.id] });
  const athleteB = await makePerson(org.id, "user", { teamIds: [teamB.id] });
  return { org, teamA, teamB, admin, coach, athleteA, athleteB };
}

export async function idTokenOf(person: Pick<Person, "email">): Promise<string> {
  return (await signInWithPassword(person.email, PASSWORD)).idToken;
}
