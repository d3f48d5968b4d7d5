/**
 * The worlds API tests act in: organisations with their people, a master admin in a master organisation, and
 * ID tokens for the people a test acts as.
 */
import { idTokenOf, makeOrganization, makePerson, type Person } from "./fixtures";

/** An organisation made by makeOrganization: its teams, admin, coach and athletes. */
export type World = Awaited<ReturnType<typeof makeOrganization>>;

/** A master organisation with a master admin, who may act in every organisation. */
export async function makeMasterWorld() {
  const world = await makeOrganization({ master: true });
  const master = await makePerson(world.org.id, "admin", { isAdminMaster: true });
  return { ...world, master };
}

export async function tokensOf<K extends string>(people: Record<K, Person>): Promise<Record<K, string>> {
  const entries = await Promise.all(
    Object.entries<Person>(people).map(async ([key, person]) => [key, await idTokenOf(person)] as const),
  );
  return Object.fromEntries(entries) as Record<K, string>;
}

/** The people of a world under the names the tests act as. */
export function peopleOf(world: World) {
  return { admin: world.admin, coach: world.coach, athlete: world.athleteA, athleteB: world.athleteB };
}

/** The people of the other organisation (what must never be reached from the first). */
export function othersOf(other: World) {
  return { otherAdmin: other.admin, otherCoach: other.coach, otherAthlete: other.athleteA };
}

/** What worldTokens gives: a token per person, by the names the tests act as. */
export type WorldTokens<K extends string = never> = Record<
  keyof ReturnType<typeof peopleOf> | keyof ReturnType<typeof othersOf> | K,
  string
>;

/** ID tokens for the people of `world` (peopleOf), of `other` (othersOf) and for any `extra` people. */
export function worldTokens<K extends string = never>(
  world: World,
  other: World,
  extra?: Record<K, Person>,
): Promise<WorldTokens<K>> {
  return tokensOf({ ...peopleOf(world), ...othersOf(other), ...(extra as Record<K, Person>) });
}

/**
 * What most API tests act in: their organisation, another one (what must never be reached from the first), a
 * master organisation with its master admin, and an ID token for each person the tests act as.
 */
export async function makeWorlds() {
  const [world, other, masterWorld] = await Promise.all([
    makeOrganization(),
    makeOrganization(),
    makeMasterWorld(),
  ]);
  const t = await worldTokens(world, other, { master: masterWorld.master });
  return { world, other, masterWorld, t };
}

export type Worlds = Awaited<ReturnType<typeof makeWorlds>>;
