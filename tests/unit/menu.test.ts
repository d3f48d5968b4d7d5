import { describe, expect, it } from "vitest";
import { activeEntry, type MenuContext, menuContext, menuFor, menuGroups } from "@/lib/menu";
import { backTarget, canOpen } from "@/lib/routes";
import type { SessionUser } from "@/lib/session-user";
import { MENUS } from "../support/menus";
import { sessionUser, testOrganization } from "../support/session-user";

const ORG = testOrganization._id;
const MASTER_ORG = { _id: "m".repeat(24), active: true, masterOrganization: true };
const TEAM = "t".repeat(24);
const none: MenuContext = { selectedOrganizationId: null, organizationIsMaster: false, selectedTeamId: null };

const labels = (user: SessionUser, context: MenuContext) => menuFor(user, context).map((e) => e.label);
const admin = sessionUser({ role: "admin" });
const master = sessionUser({ role: "admin", isAdminMaster: true, organization: MASTER_ORG });
const coach = sessionUser({ role: "coach", teams: [TEAM] });
const athlete = sessionUser({ role: "user", teams: [TEAM] });

describe("side menu (§2) per role", () => {
  it("admin: own organisation implicitly selected, Teams while no team is chosen, AI Config", () => {
    expect(labels(admin, menuContext(admin, {}))).toEqual(MENUS.admin);
  });

  it("master admin in the master organisation also sees Organizations", () => {
    expect(labels(master, menuContext(master, { organizationId: MASTER_ORG._id }))).toEqual(MENUS.master);
  });

  it("master admin acting in a normal organisation does not see Organizations", () => {
    const context = menuContext(master, { organizationId: ORG }, false);
    expect(context.organizationIsMaster).toBe(false);
    expect(labels(master, context)).not.toContain("Organizations");
    expect(labels(master, context)).toContain("Organization");
    // …but does when the chosen organisation is (another) master organisation.
    expect(labels(master, menuContext(master, { organizationId: ORG }, true))).toContain("Organizations");
  });

  it("a plain admin of a master organisation does not see Organizations (master admins only)", () => {
    const plain = sessionUser({ role: "admin", organization: MASTER_ORG });
    expect(labels(plain, menuContext(plain, {}))).not.toContain("Organizations");
  });

  it("coach with a selected team: Goals, Team and Profile, no Teams", () => {
    expect(labels(coach, menuContext(coach, { teamId: TEAM }))).toEqual(MENUS.coach);
  });

  it("coach without a selected team (e.g. one without teams) sees Teams instead of Team", () => {
    const lone = sessionUser({ role: "coach", teams: [] });
    expect(labels(lone, menuContext(lone, {}))).toEqual(MENUS.coachWithoutTeam);
  });

  it("athlete: Goals, Team, Profile and Feedbacks; no administration group", () => {
    const entries = menuFor(athlete, menuContext(athlete, {}));
    expect(entries.map((e) => e.label)).toEqual(MENUS.athlete);
    expect(menuGroups(entries).map((g) => g.group)).toEqual(["main"]);
  });

  it("groups Users, Organizations, Teams, AI Config and the audit trail under Administration", () => {
    const entries = menuFor(master, menuContext(master, {}));
    const groups = menuGroups(entries);
    expect(groups.map((g) => g.group)).toEqual(["main", "administration"]);
    expect(groups[1].entries.map((e) => e.key)).toEqual([
      "users",
      "organizations",
      "teams",
      "aiConfig",
      "audit",
    ]);
  });

  it("never offers an entry whose page would answer /403", () => {
    const people = [
      admin,
      master,
      coach,
      athlete,
      sessionUser({ role: "coach", teams: [] }),
      sessionUser({ role: "user", isAdminMaster: true, organization: MASTER_ORG }),
      sessionUser({ role: "admin", organization: MASTER_ORG }),
    ];
    const contexts: MenuContext[] = [
      none,
      { selectedOrganizationId: ORG, organizationIsMaster: true, selectedTeamId: TEAM },
      { selectedOrganizationId: null, organizationIsMaster: true, selectedTeamId: null },
    ];
    for (const person of people)
      for (const context of contexts)
        for (const entry of menuFor(person, context)) expect(canOpen(entry.href, person)).toBe(true);
  });
});

describe("current menu entry", () => {
  const entries = menuFor(coach, menuContext(coach, { teamId: TEAM }));
  it("is Home only on /dashboard itself", () => {
    expect(activeEntry("/dashboard", entries)?.key).toBe("home");
    expect(activeEntry("/dashboard/settings", entries)).toBeNull();
  });
  it("covers the pages under an entry and prefers the longest match", () => {
    expect(activeEntry("/dashboard/goals/edit/abc", entries)?.key).toBe("goals");
    expect(activeEntry("/dashboard/teams/current/view", entries)?.key).toBe("team");
    expect(activeEntry("/dashboard/goalsx", entries)).toBeNull();
  });
});

describe("back targets (§2: create and edit pages go back to their list)", () => {
  it("sends create, edit and view pages to their list", () => {
    expect(backTarget("/dashboard/teams/create")).toBe("/dashboard/teams");
    expect(backTarget("/dashboard/teams/edit/abc")).toBe("/dashboard/teams");
    expect(backTarget("/dashboard/users/view/abc")).toBe("/dashboard/users");
    expect(backTarget("/dashboard/coaching-notes/create/for-user/abc")).toBe("/dashboard/coaching-notes");
    expect(backTarget("/dashboard/ai-config/agents/edit/abc")).toBe("/dashboard/ai-config/agents");
  });
  it("sends the current organisation's and team's edit page to its view page", () => {
    expect(backTarget("/dashboard/organization/edit")).toBe("/dashboard/organization/view");
    expect(backTarget("/dashboard/teams/current/edit")).toBe("/dashboard/teams/current/view");
  });
  it("has none for lists and other pages", () => {
    expect(backTarget("/dashboard/teams")).toBeNull();
    expect(backTarget("/dashboard")).toBeNull();
    expect(backTarget("/dashboard/teams/current/view")).toBeNull();
  });
});
