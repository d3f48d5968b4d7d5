import { AccountSettingsForm } from "@/components/account/account-settings-form";
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
      </>
    );
  },
  {
    description: "Your name, phone, timezone and visibility.",
    back: { href: ROUTES.settings, label: "Settings" },
  },
);
