import { getTranslations } from "next-intl/server";
import { AccountSettingsForm } from "@/components/account/account-settings-form";
import { ExportDataCard } from "@/components/account/export-data-card";
import { SignOutEverywhereCard } from "@/components/account/sign-out-everywhere-card";
import { CheckInSettingsCard } from "@/components/check-ins/check-in-settings-card";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.accountSettings.title");

async function AccountSettingsPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      title={t("accountSettings.title")}
      description={t("accountSettings.description")}
      back={{ href: ROUTES.settings, label: t("settings.title") }}
    >
      <AccountSettingsForm />
      {viewer.role === "user" ? <CheckInSettingsCard /> : null}
      <ExportDataCard />
      <SignOutEverywhereCard />
    </PageShell>
  );
}

export default withPageMessages("dashboard/account-settings", AccountSettingsPage);
