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
      className="max-sm:px-2"
      loading={pending}
      onClick={async () => {
        setPending(true);
        clearContext();
        await signOut({ redirectTo: "/sign-in" });
      }}
    >
      <LogOutIcon aria-hidden />
      {/* On a phone the icon alone, named for screen readers: the header leaves the page's name the room. */}
      <span className="max-sm:sr-only">{t("signOut")}</span>
    </Button>
  );
}
