import Link from "next/link";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

export type GoalsView = "mine" | "athletes";

/**
 * The two lists a coach or admin moves between on the Goals page: their own goals and those of the people they
 * look after. Links, not tabs, so each list has an address to share or come back to.
 */
export function GoalsViewSwitch({ view, othersLabel }: { view: GoalsView; othersLabel: string }) {
  const t = useTranslations("goals.viewSwitch");
  const items: { value: GoalsView; label: string; href: string }[] = [
    { value: "mine", label: t("mine"), href: "?view=mine" },
    { value: "athletes", label: othersLabel, href: "?view=athletes" },
  ];
  return (
    <nav aria-label={t("label")} className="inline-flex w-fit rounded-lg bg-muted p-1 text-sm">
      {items.map((item) => (
        <Link
          key={item.value}
          href={item.href}
          aria-current={item.value === view ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 font-medium text-muted-foreground transition-colors hover:text-foreground",
            item.value === view && "bg-background text-foreground shadow-sm",
          )}
        >
          {item.label}
        </Link>
      ))}
    </nav>
  );
}
