/**
 * Who may change what through PUT /users/{id}. The endpoint admits coaches and admins (§6 lists it under both;
 * docs/decisions.md), so the limits on coaches live here, together with the rules that keep an
 * organisation from locking itself out.
 */
import type { UpdateUserInput } from "@/lib/contracts/users/schemas";
import { AppError } from "@/lib/errors";
import type { SessionUser } from "@/lib/session-user";

/** Contact and display details a coach may keep up to date for their athletes; nothing about access. */
export const COACH_EDITABLE_FIELDS: ReadonlySet<string> = new Set([
  "name",
  "phoneCode",
  "phone",
  "image",
  "address",
  "timezone",
  "canViewChatHiddenInfo",
]);

export interface UpdateTarget {
  id: string;
  role: SessionUser["role"];
  active: boolean;
  isAdminMaster: boolean;
}

function isAdmin(user: SessionUser) {
  return user.role === "admin" || user.isAdminMaster;
}

function assertCoachMay(target: UpdateTarget, input: UpdateUserInput) {
  // Athletes only: not other coaches, not admins, and not themselves (their own account is PUT /users/me).
  if (target.role !== "user") throw new AppError("FORBIDDEN");
  const others = Object.keys(input).filter((key) => !COACH_EDITABLE_FIELDS.has(key));
  if (others.length > 0) throw new AppError("FORBIDDEN");
}

function assertAdminMay(caller: SessionUser, target: UpdateTarget, input: UpdateUserInput) {
  // A plain admin of the master organisation could otherwise take over a master admin's account.
  if (target.isAdminMaster && !caller.isAdminMaster) throw new AppError("FORBIDDEN");
  const changesMaster = input.isAdminMaster !== undefined && input.isAdminMaster !== target.isAdminMaster;
  if (changesMaster && !caller.isAdminMaster) throw new AppError("FORBIDDEN");
  if (target.id !== caller._id) return;
  // Nobody removes their own access: there may be no one left to give it back.
  const demotes =
    (input.role !== undefined && input.role !== target.role) ||
    (input.isAdminMaster === false && target.isAdminMaster);
  if (demotes || input.active === false) {
    throw new AppError("BAD_REQUEST", { message: "You cannot demote or deactivate yourself" });
  }
}

export function assertMayUpdate(caller: SessionUser, target: UpdateTarget, input: UpdateUserInput) {
  if (isAdmin(caller)) assertAdminMay(caller, target, input);
  else assertCoachMay(target, input);
  assertLeadRole(input.role ?? target.role, input.safeguardingLead);
}

export const LEAD_ROLE_MESSAGE = "Only coaches and admins can be safeguarding leads";

/** A safeguarding lead reads what athletes disclosed: never an athlete. */
export function assertLeadRole(role: SessionUser["role"], lead: boolean | undefined) {
  if (lead && role === "user")
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: "safeguardingLead", message: LEAD_ROLE_MESSAGE }],
    });
}
