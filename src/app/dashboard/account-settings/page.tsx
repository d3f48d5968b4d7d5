import type { Metadata } from "next";

import { AccountSettingsForm } from "@/components/account/account-settings-form";
import { PageHeader } from "@/components/management/page-header";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Account settings" };

export default function AccountSettingsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Account settings"
        description="Your name, phone, timezone and visibility."
        back={{ href: ROUTES.settings, label: "Settings" }}
      />
      <AccountSettingsForm />
    </div>
  );
}
