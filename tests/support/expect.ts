/** One-line assertions of API answers: the §8 error envelope, and the shape of ids. */
import { expect } from "vitest";
import type { CallResult } from "./call";

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

/** Asserts the §8 answer for a record that does not exist or is out of the caller's reach: 404 BAD_REQUEST. */
export function expectNotFound(res: CallResult): void {
  expectError(res, 404, "BAD_REQUEST");
}

export const OBJECT_ID = /^[0-9a-f]{24}$/;
export const MISSING_ID = "0123456789abcdef01234567";
