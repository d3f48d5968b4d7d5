import { describe, expect, it } from "vitest";
import { ENDPOINT_RULES } from "@/lib/api/rules";
import { allows, isUsable } from "@/lib/permissions";
import {
  isDeveloperEmail,
  needsDashboardChoice,
  needsIntakeForm,
  type SessionUser,
  sessionProblem,
} from "@/lib/session-user";
import { sessionUser, testOrganization } from "../support/session-user";

const organization = testOrganization;
const base = sessionUser();
const make = (over: Partial<SessionUser>): SessionUser => ({ ...base, ...over });

describe("session user rules (§4, §6)", () => {
  it("an account is usable when active or master admin", () => {
    expect(isUsable(make({ active: true }))).toBe(true);
    expect(isUsable(make({ active: false }))).toBe(false);
    expect(isUsable(make({ active: false, isAdminMaster: true }))).toBe(true);
  });

  it("signs out inactive users, users without organisation and users of an inactive organisation", () => {
    expect(sessionProblem(base)).toBeNull();
    expect(sessionProblem(make({ active: false }))).toBe("inactive");
    expect(sessionProblem(make({ organization: null }))).toBe("no-organization");
    expect(sessionProblem(make({ organization: { ...organization, active: false } }))).toBe(
      "organization-inactive",
    );
  });

  it("sends every non-admin who has not filled the intake form to it", () => {
    expect(needsIntakeForm(make({ filledIntakeForm: false }))).toBe(true);
    expect(needsIntakeForm(make({ role: "coach", filledIntakeForm: false }))).toBe(true);
    expect(needsIntakeForm(make({ role: "admin", filledIntakeForm: false }))).toBe(false);
    expect(needsIntakeForm(make({ filledIntakeForm: true }))).toBe(false);
  });

  it("asks master admins for an organisation and coaches with teams for a team", () => {
    expect(needsDashboardChoice(make({ role: "admin", isAdminMaster: true }), {})).toBe(true);
    expect(needsDashboardChoice(make({ role: "admin", isAdminMaster: true }), { organizationId: "x" })).toBe(
      false,
    );
    expect(needsDashboardChoice(make({ role: "coach", teams: ["t"] }), {})).toBe(true);
    expect(needsDashboardChoice(make({ role: "coach", teams: ["t"] }), { teamId: "t" })).toBe(false);
    expect(needsDashboardChoice(make({ role: "coach", teams: [] }), {})).toBe(false);
    expect(needsDashboardChoice(make({ role: "admin" }), {})).toBe(false);
  });

  it("flags developers by e-mail domain", () => {
    expect(isDeveloperEmail("dev@Team.Example", ["team.example"])).toBe(true);
    expect(isDeveloperEmail("dev@other.example", ["team.example"])).toBe(false);
    expect(isDeveloperEmail("no-at-sign", ["team.example"])).toBe(false);
  });
});

describe("rule sets (§6)", () => {
  const athlete = make({ role: "user" });
  const coach = make({ role: "coach" });
  const admin = make({ role: "admin" });
  const master = make({ role: "admin", isAdminMaster: true });
  const inactiveAdmin = make({ role: "admin", active: false });

  it("applies each rule set to each role", () => {
    const table = (rule: Parameters<typeof allows>[0]) =>
      [athlete, coach, admin, master, inactiveAdmin].map((u) => allows(rule, u));
    expect(table("anyAuthenticated")).toEqual([true, true, true, true, false]);
    expect(table("coachesAndAdmins")).toEqual([false, true, true, true, false]);
    expect(table("usersAndCoaches")).toEqual([true, true, false, false, false]);
    expect(table("usersOnly")).toEqual([true, false, false, false, false]);
    expect(table("adminsOnly")).toEqual([false, false, true, true, false]);
    expect(table("mastersOnly")).toEqual([false, false, false, true, false]);
  });

  it("maps the §6 endpoints to their rule sets", () => {
    expect(ENDPOINT_RULES["POST /organizations"]).toBe("mastersOnly");
    expect(ENDPOINT_RULES["DELETE /organizations/{id}"]).toBe("mastersOnly");
    expect(ENDPOINT_RULES["PUT /teams/{id}/members"]).toBe("adminsOnly");
    expect(ENDPOINT_RULES["POST /users"]).toBe("adminsOnly");
    expect(ENDPOINT_RULES["POST /analytics/overview"]).toBe("coachesAndAdmins");
    expect(ENDPOINT_RULES["POST /agents/clone/{id}"]).toBe("coachesAndAdmins");
    expect(ENDPOINT_RULES["POST /users/paginate"]).toBe("anyAuthenticated");
  });
});
