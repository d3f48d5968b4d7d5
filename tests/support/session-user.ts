import type { SessionUser } from "@/lib/session-user";

export const testOrganization = { _id: "o".repeat(24), active: true, masterOrganization: false };

/** An active athlete who has filled the intake form, with whatever the test changes. */
export function sessionUser(over: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: "u".repeat(24),
    email: "a@example.com",
    name: "A",
    role: "user",
    active: true,
    isAdminMaster: false,
    isDeveloper: false,
    organization: testOrganization,
    teams: [],
    filledIntakeForm: true,
    canViewChatHiddenInfo: false,
    ...over,
  };
}
