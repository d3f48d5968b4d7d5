import { ChevronRightIcon, SettingsIcon, SlidersHorizontalIcon, UserIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import { shellPage } from "@/components/management/shell-page";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Settings" };

const LINKS: {
  href: string;
  title: string;
  description: string;
  icon: React.ComponentType<{ className?: string }>;
}[] = [
  {
    href: ROUTES.accountSettings,
    title: "Account settings",
    description: "Name, phone, timezone and whether others can see you.",
    icon: SettingsIcon,
  },
  {
    href: ROUTES.userPreferences,
    title: "Preferences",
    description: "Personal information, how you like to be coached, and your wellbeing.",
    icon: SlidersHorizontalIcon,
  },
  {
    href: ROUTES.profile,
    title: "Profile",
    description: "See your account and profile as a summary.",
    icon: UserIcon,
  },
];

export default shellPage(
  metadata,
  <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
    {LINKS.map(({ href, title, description, icon: Icon }) => (
      <li key={href}>
        <Link
          href={href}
          className="group flex h-full items-start gap-3 rounded-xl border bg-card p-5 transition-colors hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <Icon className="mt-0.5 size-5 shrink-0 text-primary" />
          <span className="grid flex-1 gap-1">
            <span className="font-medium">{title}</span>
            <span className="text-sm text-muted-foreground">{description}</span>
          </span>
          <ChevronRightIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" />
        </Link>
      </li>
    ))}
  </ul>,
  { description: "Your account and preferences." },
);
