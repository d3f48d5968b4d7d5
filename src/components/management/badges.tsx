import { useTranslations } from "next-intl";

import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/constants";

export function ActiveBadge({ active }: { active: boolean }) {
  const t = useTranslations("management.badges");
  return active ? (
    <Badge variant="success">{t("active")}</Badge>
  ) : (
    <Badge variant="secondary">{t("inactive")}</Badge>
  );
}

export function RoleBadge({ role }: { role: Role }) {
  const te = useTranslations("enums");
  return (
    <Badge variant={role === "admin" ? "default" : role === "coach" ? "warning" : "outline"}>
      {te(`roles.${role}`)}
    </Badge>
  );
}

/** A list of words (stress triggers, motivators) as badges; nothing for an empty list, so a detail shows as unset. */
export function tags(list: string[] | undefined) {
  if (!list?.length) return null;
  return (
    <span className="flex flex-wrap gap-1.5">
      {list.map((item) => (
        <Badge key={item} variant="secondary">
          {item}
        </Badge>
      ))}
    </span>
  );
}
