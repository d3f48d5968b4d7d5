import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

/**
 * The back target of a page (§2): create and edit pages go back to their list, e.g.
 * `<BackLink href={ROUTES.teams} label={t("teams")} />`, or `href={backTarget(path)}` from "@/lib/routes".
 * Without a label it says "Back".
 */
export function BackLink({ href, label, className }: { href: string; label?: string; className?: string }) {
  const t = useTranslations("shell");
  return (
    <Link
      href={href}
      aria-label={label === undefined ? undefined : t("backTo", { label })}
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      {label ?? t("back")}
    </Link>
  );
}
