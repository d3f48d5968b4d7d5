import { getTranslations } from "next-intl/server";
import { PreferencesForm } from "@/components/account/preferences-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.preferences.title");

/** Tabs personal, preferences, wellbeing and voice, chosen by `?tab=` (default personal). */
async function UserPreferencesPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("preferences.title")}
      description={t("preferences.description")}
      back={{ href: ROUTES.settings, label: t("settings.title") }}
    >
      <PreferencesForm />
    </PageShell>
  );
}

export default withPageMessages("dashboard/user-preferences", UserPreferencesPage);
