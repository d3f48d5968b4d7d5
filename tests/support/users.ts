/**
 * Helpers for the users API tests: looking at the identity provider directly (is there an account, is it
 * disabled) and making the database refuse one insert, to prove that a failed create leaves no provider
 * account behind.
 */
import type { UserRecord } from "firebase-admin/auth";
import { db } from "@/server/db";
import { adminAuth } from "@/server/identity/firebase-admin";
import { PASSWORD, unique } from "./fixtures";

/** The provider's account for an e-mail, or null when there is none. */
export async function providerAccount(email: string): Promise<UserRecord | null> {
  try {
    return await adminAuth().getUserByEmail(email);
  } catch (error) {
    if ((error as { code?: string }).code === "auth/user-not-found") return null;
    throw error;
  }
}

/** A valid POST /users body with a fresh e-mail; override any field. */
export function newUserBody(overrides: Record<string, unknown> = {}) {
  return {
    name: unique("New Person"),
    email: `${unique("new")}@test.example.com`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    role: "user" as const,
    ...overrides,
  };
}

/**
 * Runs `fn` while PostgreSQL refuses to insert users whose e-mail starts with `prefix` (a real database
 * failure, after every check of the service has passed). Only matching rows are refused, and the trigger is
 * gone afterwards, so other tests are not affected.
 */
export async function withUserInsertsRefused<T>(prefix: string, fn: () => Promise<T>): Promise<T> {
  if (!/^[a-z0-9-]+$/.test(prefix)) throw new Error("prefix must be plain");
  const name = `refuse_${prefix.replaceAll("-", "_")}`;
  await db.$executeRawUnsafe(
    `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       IF NEW.email LIKE '${prefix}%' THEN RAISE EXCEPTION 'insert refused by test'; END IF;
       RETURN NEW;
     END $$`,
  );
  await db.$executeRawUnsafe(
    `CREATE TRIGGER ${name} BEFORE INSERT ON "User" FOR EACH ROW EXECUTE FUNCTION ${name}()`,
  );
  try {
    return await fn();
  } finally {
    await db.$executeRawUnsafe(`DROP TRIGGER ${name} ON "User"`);
    await db.$executeRawUnsafe(`DROP FUNCTION ${name}()`);
  }
}

/** Silences console.error while `fn` runs (expected error logs) and returns what was logged. */
export async function capturingErrors<T>(fn: () => Promise<T>): Promise<{ result: T; logged: string }> {
  const lines: unknown[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => lines.push(args);
  try {
    const result = await fn();
    return { result, logged: JSON.stringify(lines) };
  } finally {
    console.error = original;
  }
}
