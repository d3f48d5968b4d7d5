import "server-only";

import { redirect } from "next/navigation";

import { loadDashboard } from "@/components/shell/current-context";
import { ROUTES } from "@/lib/routes";
import type { Viewer } from "./display";

export interface ViewerContext {
  viewer: Viewer;
  /** The organisation the dashboard acts in: a master admin's chosen one, else the viewer's own. */
  organizationId: string | null;
  /** The selected team, else (for an athlete) their first team. */
  teamId: string | null;
}

/**
 * Who is looking and in which organisation/team, for server pages to hand to their client components. Access
 * itself is the route guard's job (src/proxy.ts); this reads the session and the context cookies through the
 * shell's per-request loader, so page and layout agree on the context.
 */
export async function viewerContext(): Promise<ViewerContext> {
  const dashboard = await loadDashboard();
  if (!dashboard) redirect(ROUTES.signIn);
  const { user, context } = dashboard;
  return {
    viewer: {
      _id: user._id,
      role: user.role,
      isAdminMaster: user.isAdminMaster,
      organizationId: user.organization?._id ?? null,
    },
    organizationId: context.organization?._id ?? null,
    teamId: context.teams[0]?._id ?? null,
  };
}
