/**
 * §6 as data: the rule sets. Each endpoint names its rule set in the endpoint table (src/lib/api/endpoint-table.ts), which
 * the route handlers and the permission tests both read, so a rule cannot exist in one place and not the other.
 */
import type { Role } from "./constants";

export interface RuleSubject {
  role: Role;
  active: boolean;
  isAdminMaster: boolean;
}

export type RuleSet =
  | "anyAuthenticated"
  | "coachesAndAdmins"
  | "usersAndCoaches"
  | "usersOnly"
  | "mastersOnly"
  | "adminsOnly";

/** An account is usable if it is a master admin or active (§6). */
export function isUsable(subject: RuleSubject): boolean {
  return subject.isAdminMaster || subject.active;
}

export const RULES: Record<RuleSet, (s: RuleSubject) => boolean> = {
  anyAuthenticated: (s) => isUsable(s),
  coachesAndAdmins: (s) => isUsable(s) && (s.role === "coach" || s.role === "admin"),
  usersAndCoaches: (s) => isUsable(s) && (s.role === "user" || s.role === "coach"),
  usersOnly: (s) => isUsable(s) && s.role === "user",
  mastersOnly: (s) => isUsable(s) && s.isAdminMaster,
  adminsOnly: (s) => isUsable(s) && s.role === "admin",
};

export function allows(rule: RuleSet, subject: RuleSubject): boolean {
  return RULES[rule](subject);
}
