"use client";

import { LogOutIcon } from "lucide-react";
import { signOut } from "next-auth/react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { clearContext } from "@/lib/dashboard-context";

export function SignOutButton() {
  const t = useTranslations("ui");
  const [pending, setPending] = useState(false);
  return (
    <Button
      variant="outline"
      size="sm"
      loading={pending}
      onClick={async () => {
        setPending(true);
        clearContext();
        await signOut({ redirectTo: "/sign-in" });
      }}
    >
      <LogOutIcon aria-hidden />
      {t("signOut")}
    </Button>
  );
}
