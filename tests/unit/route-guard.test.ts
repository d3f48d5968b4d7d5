import { describe, expect, it } from "vitest";
import { guard } from "@/lib/route-guard";
import type { SessionUser } from "@/lib/session-user";
import { sessionUser } from "../support/session-user";

const user = sessionUser;
const at = (path: string, u: SessionUser | null, extra: Partial<Parameters<typeof guard>[0]> = {}) =>
  guard({ path, user: u, selected: {}, ...extra });

describe("route guard (§2), in its order", () => {
  it("1. sends a signed-in visitor on /sign-in to /dashboard", () => {
    expect(at("/sign-in", user())).toEqual({ redirect: "/dashboard" });
    expect(at("/sign-in", null)).toEqual({ next: true });
  });

  it("2. sends anonymous visitors to /sign-in and signed-in ones without access to /403", () => {
    expect(at("/dashboard/goals", null)).toEqual({ redirect: "/sign-in?callbackUrl=%2Fdashboard%2Fgoals" });
    expect(at("/dashboard/ai-config", user({ role: "coach" }))).toEqual({ redirect: "/403" });
    expect(at("/", null)).toEqual({ next: true });
  });

  it("2. says ONLY_ATHLETE when another role opens an athlete-only page", () => {
    const filled = { filledIntakeForm: true, teams: [] };
    expect(at("/dashboard/feedbacks", user({ role: "coach", ...filled }))).toEqual({
      redirect: "/403?reason=ONLY_ATHLETE",
    });
    expect(at("/dashboard/athlete-form", user({ role: "admin", ...filled }))).toEqual({
      redirect: "/403?reason=ONLY_ATHLETE",
    });
    expect(at("/dashboard/feedbacks", user({ role: "user", ...filled }))).toEqual({ next: true });
    expect(at("/dashboard/athlete-form", user({ role: "user", ...filled }))).toEqual({ next: true });
  });

  it("2. lets an athlete open their own annotations page only", () => {
    const me = user({ role: "user", filledIntakeForm: true, teams: [] });
    expect(at(`/dashboard/users/annotations/${me._id}`, me)).toEqual({ next: true });
    expect(at(`/dashboard/users/annotations/${"f".repeat(24)}`, me)).toEqual({ redirect: "/403" });
    const coach = user({ role: "coach", filledIntakeForm: true, teams: [] });
    expect(at(`/dashboard/users/annotations/${"f".repeat(24)}`, coach)).toEqual({ next: true });
  });

  it("2. treats an expired or refused session as signed out, saying why", () => {
    expect(at("/dashboard", user(), { sessionError: "expired" })).toEqual({
      redirect: "/sign-in?expired=1&callbackUrl=%2Fdashboard",
    });
    expect(at("/dashboard", user(), { sessionError: "inactive" })).toEqual({
      redirect: "/sign-in?reason=inactive&callbackUrl=%2Fdashboard",
    });
    expect(at("/sign-in", user(), { sessionError: "expired" })).toEqual({ next: true });
  });

  it("3. sends a master admin without organisation and a coach without team to /select-dashboard", () => {
    const master = user({ role: "admin", isAdminMaster: true });
    expect(at("/dashboard", master)).toEqual({ redirect: "/select-dashboard" });
    expect(at("/dashboard", master, { selected: { organizationId: "o".repeat(24) } })).toEqual({
      next: true,
    });
    const coach = user({ role: "coach", teams: ["t"] });
    expect(at("/dashboard", coach)).toEqual({ redirect: "/select-dashboard" });
    expect(at("/select-dashboard", coach)).toEqual({ next: true });
  });

  it("3 before 4: a coach who must choose a team is asked that before the intake form", () => {
    expect(at("/dashboard", user({ role: "coach", teams: ["t"], filledIntakeForm: false }))).toEqual({
      redirect: "/select-dashboard",
    });
  });

  it("4. sends non-admins who have not filled the intake form to it, and lets them stay there", () => {
    const fresh = user({ filledIntakeForm: false });
    expect(at("/dashboard/journals", fresh)).toEqual({ redirect: "/dashboard/intake-form" });
    expect(at("/dashboard/intake-form", fresh)).toEqual({ next: true });
    expect(at("/dashboard", user({ role: "admin", filledIntakeForm: false }))).toEqual({ next: true });
  });
});
