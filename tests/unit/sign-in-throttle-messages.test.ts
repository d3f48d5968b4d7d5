import { describe, expect, it } from "vitest";
import {
  signInErrorMessage,
  throttledSignInCode,
  tooManyPasswordResetsMessage,
  waitText,
} from "@/lib/auth-messages";

describe("throttled sign-in messages", () => {
  it("says when to try again, in seconds under a minute and in whole minutes above", () => {
    expect([1, 1000, 1001, 59_000, 59_001, 60_000, 61_000, 900_000].map(waitText)).toEqual([
      "1 second",
      "1 second",
      "2 seconds",
      "59 seconds",
      "1 minute",
      "1 minute",
      "2 minutes",
      "15 minutes",
    ]);
  });

  it("travels as a code from the Credentials provider to the sign-in form", () => {
    expect(throttledSignInCode(899_400)).toBe("throttled:900");
    expect(signInErrorMessage("throttled:900")).toBe("Too many sign-in attempts. Try again in 15 minutes.");
    expect(signInErrorMessage("throttled:4")).toBe("Too many sign-in attempts. Try again in 4 seconds.");
    expect(signInErrorMessage("throttled:soon")).toBe("Unexpected Error");
    expect(signInErrorMessage("invalid")).toBe("Invalid email or password");
  });

  it("has its own text for password resets", () => {
    expect(tooManyPasswordResetsMessage(3_600_000)).toBe(
      "Too many password reset requests. Try again in 60 minutes.",
    );
  });
});
