import type { Metadata } from "next";

import { AccountSettingsForm } from "@/components/account/account-settings-form";
import { PageShell } from "@/components/management/page-shell";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Account settings" };

export default function AccountSettingsPage() {
  return (
    <PageShell
      title="Account settings"
      description="Your name, phone, timezone and visibility."
      back={{ href: ROUTES.settings, label: "Settings" }}
    >
      <AccountSettingsForm />
    </PageShell>
  );
}
