import { PreferencesForm } from "@/components/account/preferences-form";
import { shellPage } from "@/components/management/shell-page";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Preferences" };

/** Tabs personal, preferences, wellbeing and voice, chosen by `?tab=` (default personal). */
export default shellPage(metadata, <PreferencesForm />, {
  description: "Tell your coach and the AI about yourself and how you like to work.",
  back: { href: ROUTES.settings, label: "Settings" },
});
