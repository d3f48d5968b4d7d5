import { AccountSettingsForm } from "@/components/account/account-settings-form";
import { shellPage } from "@/components/management/shell-page";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Account settings" };

export default shellPage(metadata, <AccountSettingsForm />, {
  description: "Your name, phone, timezone and visibility.",
  back: { href: ROUTES.settings, label: "Settings" },
});
