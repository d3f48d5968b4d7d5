import type { Metadata } from "next";

import { PreferencesForm } from "@/components/account/preferences-form";
import { PageShell } from "@/components/management/page-shell";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Preferences" };

/** Tabs personal, preferences, wellbeing and voice, chosen by `?tab=` (default personal). */
export default function UserPreferencesPage() {
  return (
    <PageShell
      title="Preferences"
      description="Tell your coach and the AI about yourself and how you like to work."
      back={{ href: ROUTES.settings, label: "Settings" }}
    >
      <PreferencesForm />
    </PageShell>
  );
}
