"use client";

import { LogOutIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { SignOutButton } from "@/components/dashboard/sign-out-button";
import { Button } from "@/components/ui/button";
import { useHydrated } from "./use-hydrated";

/** The "Sign out" button, shown disabled until the page is hydrated (a click before that would be lost). */
export function ShellSignOut() {
  const t = useTranslations("shell");
  const hydrated = useHydrated();
  if (hydrated) return <SignOutButton />;
  return (
    <Button variant="outline" size="sm" className="max-sm:px-2" disabled>
      <LogOutIcon aria-hidden />
      {/* On a phone the icon alone, named for screen readers: the header leaves the page's name the room. */}
      <span className="max-sm:sr-only">{t("signOut")}</span>
    </Button>
  );
}
