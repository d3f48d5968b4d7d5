/**
 * The §2 route guard as a pure function, so its order can be tested without a server:
 * 1. signed-in visitor on /sign-in → /dashboard;
 * 2. failed access check → /sign-in (anonymous) or /403 (signed in);
 * 3. master admin without an organisation, or coach with teams but no team chosen → /select-dashboard;
 * 4. non-admin who has not filled the intake form, on a /dashboard page → the intake form.
 */
import { canOpen, isIntakePath, needsSignIn, ROUTES, refusalReason } from "./routes";
import { needsDashboardChoice, needsIntakeForm, type SessionUser } from "./session-user";

export interface GuardInput {
  path: string;
  /** The signed-in user, or null; `sessionError` explains a session that exists but no longer counts. */
  user: SessionUser | null;
  sessionError?: string | null;
  selected: { organizationId?: string | null; teamId?: string | null };
}

export type GuardResult = { redirect: string } | { next: true };

export function guard({ path, user, sessionError, selected }: GuardInput): GuardResult {
  const signedIn = user !== null && !sessionError;
  if (signedIn && path === ROUTES.signIn) return { redirect: ROUTES.dashboard };
  if (!needsSignIn(path)) return { next: true };
  if (!signedIn) {
    const query = sessionError === "expired" ? "expired=1" : sessionError ? `reason=${sessionError}` : null;
    const back = `callbackUrl=${encodeURIComponent(path)}`;
    return { redirect: `${ROUTES.signIn}?${query ? `${query}&` : ""}${back}` };
  }
  if (!canOpen(path, user)) {
    const reason = refusalReason(path);
    return { redirect: reason ? `${ROUTES.forbidden}?reason=${reason}` : ROUTES.forbidden };
  }
  if (path === ROUTES.selectDashboard) return { next: true };
  if (needsDashboardChoice(user, selected)) return { redirect: ROUTES.selectDashboard };
  if (needsIntakeForm(user) && !isIntakePath(path)) return { redirect: ROUTES.intakeForm };
  return { next: true };
}
