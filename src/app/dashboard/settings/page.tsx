import { ChevronRightIcon, SettingsIcon, SlidersHorizontalIcon, UserIcon } from "lucide-react";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type * as React from "react";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.settings.title");

/** Each link's title is its page's (pages.<key>.title), its description pages.settings.links.<key>. */
const LINKS: {
  key: "accountSettings" | "preferences" | "profile";
  href: string;
  icon: React.ComponentType<{ className?: string }>;
}[] = [
  { key: "accountSettings", href: ROUTES.accountSettings, icon: SettingsIcon },
  { key: "preferences", href: ROUTES.userPreferences, icon: SlidersHorizontalIcon },
  { key: "profile", href: ROUTES.profile, icon: UserIcon },
];

async function SettingsPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell title={t("settings.title")} description={t("settings.description")}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {LINKS.map(({ key, href, icon: Icon }) => (
          <li key={href}>
            <Link
              href={href}
              className="group flex h-full items-start gap-3 rounded-xl border bg-card p-5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <Icon className="mt-0.5 size-5 shrink-0 text-primary" />
              <span className="grid flex-1 gap-1">
                <span className="font-medium">{t(`${key}.title`)}</span>
                <span className="text-sm text-muted-foreground">{t(`settings.links.${key}`)}</span>
              </span>
              <ChevronRightIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </PageShell>
  );
}

export default withPageMessages("dashboard/settings", SettingsPage);
