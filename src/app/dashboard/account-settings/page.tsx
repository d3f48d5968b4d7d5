import { AccountSettingsForm } from "@/components/account/account-settings-form";
import { ExportDataCard } from "@/components/account/export-data-card";
import { SignOutEverywhereCard } from "@/components/account/sign-out-everywhere-card";
import { CheckInSettingsCard } from "@/components/check-ins/check-in-settings-card";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Account settings" };

export default shellPage(
  metadata,
  async () => {
    const { viewer } = await viewerContext();
    return (
      <>
        <AccountSettingsForm />
        {viewer.role === "user" ? <CheckInSettingsCard /> : null}
        <ExportDataCard />
        <SignOutEverywhereCard />
      </>
    );
  },
  {
    description:
      "Your name, phone, timezone and visibility, your data, and the devices you are signed in on.",
    back: { href: ROUTES.settings, label: "Settings" },
  },
);
