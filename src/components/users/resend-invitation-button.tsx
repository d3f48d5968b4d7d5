"use client";

import { MailIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import { toastSuccess } from "@/lib/toast";

/** "Resend invitation" for someone who has never signed in (POST /users/invite/{id}); the API says when too soon. */
export function ResendInvitationButton({ id }: { id: string }) {
  const t = useTranslations("users.invitation");
  const [sending, setSending] = React.useState(false);
  async function send() {
    setSending(true);
    try {
      const sent = await call(users.invite, { params: { id } });
      toastSuccess(t("sent", { email: sent.email }));
    } catch {
      // call() toasted the reason (too soon, already signed in).
    } finally {
      setSending(false);
    }
  }
  return (
    <Button variant="outline" onClick={send} loading={sending}>
      {sending ? null : <MailIcon />}
      {t("resend")}
    </Button>
  );
}
