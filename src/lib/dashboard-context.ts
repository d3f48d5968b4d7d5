/**
 * The selected organisation and team (§4 "Dashboard context"). Kept in cookies rather than only in
 * localStorage so the route guard, which runs on the server, can see the choice too; API calls send them as
 * the organisation and team headers.
 */
import { CONTEXT_COOKIES } from "./constants";

const YEAR_S = 365 * 24 * 60 * 60;

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const match = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) || null : null;
}

function writeCookie(name: string, value: string | null) {
  const attributes = "; path=/; samesite=lax";
  // biome-ignore lint/suspicious/noDocumentCookie: the synchronous API is what every browser has; the async Cookie Store API is not in all of them yet.
  document.cookie = value
    ? `${name}=${encodeURIComponent(value)}; max-age=${YEAR_S}${attributes}`
    : `${name}=; max-age=0${attributes}`;
}

export function selectedContext(): { organizationId: string | null; teamId: string | null } {
  return {
    organizationId: readCookie(CONTEXT_COOKIES.organization),
    teamId: readCookie(CONTEXT_COOKIES.team),
  };
}

export function selectContext(next: { organizationId?: string | null; teamId?: string | null }) {
  if (next.organizationId !== undefined) writeCookie(CONTEXT_COOKIES.organization, next.organizationId);
  if (next.teamId !== undefined) writeCookie(CONTEXT_COOKIES.team, next.teamId);
}

/** Logout clears the selected organisation and team (§4). */
export function clearContext() {
  selectContext({ organizationId: null, teamId: null });
}
