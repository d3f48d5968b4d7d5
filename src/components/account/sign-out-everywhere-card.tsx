"use client";

import { LogOutIcon } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { ActionDialog } from "@/components/ui/action-dialog";
import { Button } from "@/components/ui/button";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { clearContext } from "@/lib/dashboard-context";

/**
 * "Sign out of all devices": ends every web session of the person on the server (a lost phone, a shared
 * computer), then signs this browser out too, since its session was one of them.
 */
export function SignOutEverywhereCard() {
  const t = useTranslations("account.signOutEverywhere");
  const [open, setOpen] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await call(users.signOutEverywhere, {});
      clearContext();
      await signOut({ redirectTo: "/sign-in?signedOut=everywhere" });
    } catch {
      // call() toasted the failure; the dialog stays open to retry or cancel.
      setBusy(false);
    }
  }

  return (
    <SectionCard title={t("title")} description={t("description")}>
      <ActionDialog
        open={open}
        onOpenChange={setOpen}
        busy={busy}
        trigger={
          <Button variant="outline">
            <LogOutIcon aria-hidden />
            {t("trigger")}
          </Button>
        }
        title={t("confirmTitle")}
        description={t("confirmDescription")}
        action={
          <Button onClick={confirm} loading={busy}>
            {t("confirm")}
          </Button>
        }
      />
    </SectionCard>
  );
}
