import { HEADERS } from "@/lib/constants";
import { ACCOUNT_MESSAGES, AppError } from "@/lib/errors";
import { ID_PATTERN } from "@/lib/ids";
import { type SessionUser, sessionProblem } from "@/lib/session-user";
import { normalizeUrl } from "@/lib/url";
import { clientIp } from "@/server/auth/client-address";
import { db } from "@/server/db";

/** What every service function receives: who calls, and in which organisation/team context. */
export interface RequestContext {
  user: SessionUser;
  /** The organisation the call acts in: the header's if allowed, else the caller's own. */
  organizationId: string;
  teamId: string | null;
  timezone: string;
  frontendRoute: string | null;
  /** Where the call came from, for the audit trail (absent for work the app does on its own). */
  client?: { address: string | null; userAgent: string | null };
}

/** The session user must be usable and in an active organisation to call anything (§4, §5). */
export function assertUsable(user: SessionUser): asserts user is SessionUser & { organization: object } {
  const problem = sessionProblem(user);
  if (problem === "inactive") throw new AppError("USER_NOT_ACTIVE");
  if (problem === "no-organization")
    throw new AppError("USER_NOT_ACTIVE", { message: ACCOUNT_MESSAGES.noOrganization });
  if (problem === "organization-inactive") {
    throw new AppError("USER_NOT_ACTIVE", { message: ACCOUNT_MESSAGES.organizationInactive });
  }
}

/** Timezones already found valid: building a DateTimeFormat to check one costs more than the rest of the context. */
const knownTimezones = new Set<string>(["UTC"]);

export function validTimezone(tz: string): boolean {
  if (knownTimezones.has(tz)) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
  } catch {
    return false;
  }
  if (knownTimezones.size < 1000) knownTimezones.add(tz);
  return true;
}

function headerId(req: Request, name: string): string | null {
  const value = req.headers.get(name)?.trim();
  if (!value || value === "null" || value === "undefined") return null;
  if (!ID_PATTERN.test(value))
    throw new AppError("VALIDATION_ERROR", { fields: [{ path: name, message: "Invalid id" }] });
  return value.toLowerCase();
}

async function resolveOrganization(user: SessionUser, requested: string | null): Promise<string> {
  const own = user.organization?._id as string;
  if (!requested || requested === own) return own;
  // Only a master admin may act in another organisation; anyone else naming one is refused.
  if (!user.isAdminMaster) throw new AppError("FORBIDDEN");
  const org = await db.organization.findUnique({ where: { id: requested }, select: { id: true } });
  if (!org) throw new AppError("ORGANIZATION_NOT_EXISTS");
  return org.id;
}

async function resolveTeam(user: SessionUser, organizationId: string, requested: string | null) {
  if (!requested) return null;
  const team = await db.team.findFirst({ where: { id: requested, organizationId }, select: { id: true } });
  if (!team) throw new AppError("FORBIDDEN");
  // Admins act on any team of their organisation; everyone else only on their own teams.
  if (user.role !== "admin" && !user.isAdminMaster && !user.teams.includes(team.id))
    throw new AppError("FORBIDDEN");
  return team.id;
}

export async function readContext(req: Request, user: SessionUser): Promise<RequestContext> {
  const organizationId = await resolveOrganization(user, headerId(req, HEADERS.organization));
  const teamId = await resolveTeam(user, organizationId, headerId(req, HEADERS.team));
  const tz = req.headers.get(HEADERS.timezone)?.trim() || "UTC";
  if (!validTimezone(tz)) {
    throw new AppError("VALIDATION_ERROR", {
      fields: [{ path: HEADERS.timezone, message: "Invalid timezone" }],
    });
  }
  const route = normalizeUrl(req.headers.get(HEADERS.frontendRoute));
  return {
    user,
    organizationId,
    teamId,
    timezone: tz,
    frontendRoute: route.startsWith("/") ? route : null,
    client: { address: clientIp(req.headers), userAgent: req.headers.get("user-agent") },
  };
}
