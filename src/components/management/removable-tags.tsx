import { XIcon } from "lucide-react";
import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";

/** Chosen items as badges, each with its own remove button; nothing when none is chosen. */
export function RemovableTags({
  label,
  items,
  onRemove,
}: {
  /** The list's accessible name. */
  label: string;
  items: readonly { key: string; label: string }[];
  onRemove: (key: string) => void;
}) {
  const t = useTranslations("management.tags");
  if (items.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => (
        <li key={item.key}>
          <Badge variant="secondary" className="gap-1 py-1 pr-1 text-sm">
            {item.label}
            <button
              type="button"
              onClick={() => onRemove(item.key)}
              aria-label={t("remove", { label: item.label })}
              className="cursor-pointer rounded-sm p-0.5 hover:bg-background/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <XIcon className="size-3" />
            </button>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
