import { SparklesIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { ROUTES } from "@/lib/routes";
import { cn } from "@/lib/utils";

/** The product's mark and name, linking to the dashboard. */
export function Brand({ className }: { className?: string }) {
  const t = useTranslations("shell");
  return (
    <Link
      href={ROUTES.dashboard}
      className={cn(
        "flex items-center gap-2 rounded-md font-semibold tracking-tight outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <span className="grid size-7 place-items-center rounded-md bg-primary text-primary-foreground">
        <SparklesIcon aria-hidden className="size-4" />
      </span>
      <span className="truncate">{t("brand")}</span>
    </Link>
  );
}
