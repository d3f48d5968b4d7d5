import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkEmail, checkPassword, INVALID_EMAIL, REQUIRED } from "@/components/auth/sign-in-checks";

// The zod schemas the sign-in form used before its checks were written by hand (issue 22).
const emailSchema = z.string().trim().min(1, REQUIRED).pipe(z.email(INVALID_EMAIL));
const passwordSchema = z.string().min(1, REQUIRED);

const asChecked = (result: z.ZodSafeParseResult<string>) =>
  result.success ? { ok: true, value: result.data } : { ok: false, error: result.error.issues[0]?.message };

describe("sign-in form checks", () => {
  const emails = [
    "",
    "   ",
    "athlete@demo.coach",
    "  Athlete@Demo.Coach  ",
    "first.last+tag@sub.example.org",
    "o'neil@example.com",
    "no-at-sign",
    "two@@example.com",
    "dot.@example.com",
    ".lead@example.com",
    "a..b@example.com",
    "user@-example.com",
    "user@example",
    "user@example.c",
    "user@exa_mple.com",
    "üser@example.com",
  ];
  it.each(emails)("accepts and refuses e-mails as zod did: %j", (value) => {
    expect(checkEmail(value)).toEqual(asChecked(emailSchema.safeParse(value)));
  });

  it.each(["", " ", "secret", " spaced "])("checks passwords as zod did: %j", (value) => {
    expect(checkPassword(value)).toEqual(asChecked(passwordSchema.safeParse(value)));
  });

  it("treats a missing field as empty", () => {
    expect(checkEmail(null)).toEqual({ ok: false, error: REQUIRED });
    expect(checkPassword(undefined)).toEqual({ ok: false, error: REQUIRED });
  });
});
