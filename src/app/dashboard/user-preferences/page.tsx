import type { Metadata } from "next";

import { PreferencesForm } from "@/components/account/preferences-form";
import { PageHeader } from "@/components/management/page-header";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Preferences" };

/** Tabs personal, preferences, wellbeing and voice, chosen by `?tab=` (default personal). */
export default function UserPreferencesPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Preferences"
        description="Tell your coach and the AI about yourself and how you like to work."
        back={{ href: ROUTES.settings, label: "Settings" }}
      />
      <PreferencesForm />
    </div>
  );
}
