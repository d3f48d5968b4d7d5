import { describe, expect, it } from "vitest";
import { AppError, ERROR_CATALOGUE, ERROR_CODES, isErrorEnvelope, notFound } from "@/lib/errors";

describe("error catalogue (§8)", () => {
  it("has exactly the 14 codes of the spec with their messages", () => {
    expect(Object.fromEntries(ERROR_CODES.map((c) => [c, ERROR_CATALOGUE[c].message]))).toEqual({
      REQUIRED: "This field is required",
      USER_EMAIL_ALREADY_REGISTERED: "User with given email already exists",
      ORGANIZATION_NOT_EXISTS: "Organization not found",
      TEAM_NOT_EXISTS: "Team not found",
      NOT_AUTHORIZED: "User not authorized",
      FORBIDDEN: "Forbidden",
      BAD_REQUEST: "Error",
      INTERNAL_ERROR: "Unexpected Error",
      ONLY_ATHLETE: "Only athletes can access this feature",
      VALIDATION_ERROR: "Validation Error",
      USER_NOT_ACTIVE: "User not allowed",
      CHAT_CLOSED: "This chat is closed, create a new one to continue.",
      SIGN_IN_INVALID: "Invalid email or password",
      EXPIRED_SECTION: "Your section expired, please, login again",
    });
  });

  it("maps codes to fitting HTTP statuses", () => {
    expect(new AppError("NOT_AUTHORIZED").status).toBe(401);
    expect(new AppError("EXPIRED_SECTION").status).toBe(401);
    expect(new AppError("FORBIDDEN").status).toBe(403);
    expect(new AppError("VALIDATION_ERROR").status).toBe(400);
    expect(new AppError("INTERNAL_ERROR").status).toBe(500);
    expect(new AppError("ORGANIZATION_NOT_EXISTS").status).toBe(404);
  });

  it("builds the envelope with the flag, code, message and failing fields", () => {
    const error = new AppError("VALIDATION_ERROR", {
      fields: [{ path: "name", message: "Field is required" }],
    });
    expect(error.toEnvelope()).toEqual({
      error: {
        isAppError: true,
        code: "VALIDATION_ERROR",
        message: "Validation Error",
        fields: [{ path: "name", message: "Field is required" }],
      },
    });
    expect(isErrorEnvelope(error.toEnvelope())).toBe(true);
    expect(isErrorEnvelope({ error: "boom" })).toBe(false);
  });

  it("answers not found with the dedicated code or the §5 text", () => {
    expect(notFound("Team").code).toBe("TEAM_NOT_EXISTS");
    expect(notFound("Organization").code).toBe("ORGANIZATION_NOT_EXISTS");
    const user = notFound("User");
    expect([user.code, user.message, user.status]).toEqual(["BAD_REQUEST", "User not found", 404]);
  });
});
