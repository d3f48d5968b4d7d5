import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";

import { cn } from "@/lib/utils";

/**
 * The back target of a page (§2): create and edit pages go back to their list, e.g.
 * `<BackLink href={ROUTES.teams} label="Teams" />`, or `href={backTarget(path)}` from "@/lib/routes".
 */
export function BackLink({
  href,
  label = "Back",
  className,
}: {
  href: string;
  label?: string;
  className?: string;
}) {
  return (
    <Link
      href={href}
      aria-label={label === "Back" ? undefined : `Back to ${label}`}
      className={cn(
        "inline-flex w-fit items-center gap-1.5 rounded-md text-sm text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <ArrowLeftIcon aria-hidden className="size-4" />
      {label}
    </Link>
  );
}
