/**
 * Helpers for the organisation and team API tests: a master admin in a master organisation, tokens for a set
 * of people, and a one-line assertion for the §8 error envelope.
 */
import { expect } from "vitest";
import type { CallResult } from "./call";
import { idTokenOf, makeOrganization, makePerson, type Person } from "./fixtures";

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

/** Asserts the §8 envelope: status, code and (when given) exactly these field errors. */
export function expectError(
  res: CallResult,
  status: number,
  code: string,
  fields?: { path: string; message: string }[],
): void {
  expect({ status: res.status, code: res.body?.error?.code }).toEqual({ status, code });
  expect(res.body.error.isAppError).toBe(true);
  if (fields) expect(res.body.error.fields).toEqual(fields);
}

export const OBJECT_ID = /^[0-9a-f]{24}$/;
export const MISSING_ID = "0123456789abcdef01234567";
