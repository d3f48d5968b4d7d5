import { redirect } from "next/navigation";
import { getMessages, getTranslations } from "next-intl/server";
import type * as React from "react";
import { MoreMessages } from "@/components/i18n/more-messages";
import { Providers } from "@/components/providers";
import { currentBuildId } from "@/components/shell/build-id";
import { loadDashboard } from "@/components/shell/current-context";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import type { Messages } from "@/i18n/catalogue";
import { areasBeyondRoot } from "@/i18n/client-messages";
import { FRAME_AREAS } from "@/i18n/page-areas";
import { menuFor } from "@/lib/menu";
import { ROUTES } from "@/lib/routes";
import { needsIntakeForm, type SessionUser } from "@/lib/session-user";

/** Who has something to choose in /select-dashboard (§2 step 3), and what (the catalogue key of its label). */
function switchChoice(user: SessionUser): "switchOrganization" | "switchTeam" | null {
  if (user.isAdminMaster) return "switchOrganization";
  if (user.role === "coach" && user.teams.length > 1) return "switchTeam";
  return null;
}

/** The dashboard frame for every /dashboard page; the route guard (src/proxy.ts) has already let the visitor in. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const dashboard = await loadDashboard();
  if (!dashboard) redirect(ROUTES.signIn);
  const { user, context } = dashboard;
  const [t, te, messages] = await Promise.all([
    getTranslations("shell"),
    getTranslations("enums"),
    getMessages(),
  ]);
  const choice = switchChoice(user);
  // The frame's areas of the catalogue; each page adds its own (withPageMessages).
  return (
    <MoreMessages messages={areasBeyondRoot(messages as Messages, FRAME_AREAS)}>
      <Providers>
        <DashboardShell
          userName={user.name}
          roleLabel={te(`roleTitles.${user.isAdminMaster ? "masterAdmin" : user.role}`)}
          entries={menuFor(user, context.menu)}
          organizationName={context.organization?.name ?? null}
          teamNames={context.teams.map((t) => t.name)}
          switchLabel={choice && t(choice)}
          showMenu={!needsIntakeForm(user)}
          buildId={currentBuildId()}
          safeguardingBanner={user.role !== "user" && !needsIntakeForm(user)}
        >
          {children}
        </DashboardShell>
      </Providers>
    </MoreMessages>
  );
}
