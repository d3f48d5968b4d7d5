import { Badge } from "@/components/ui/badge";
import type { Role } from "@/lib/constants";
import { ROLE_LABELS } from "./display";

export function ActiveBadge({ active }: { active: boolean }) {
  return active ? <Badge variant="success">Active</Badge> : <Badge variant="secondary">Inactive</Badge>;
}

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant={role === "admin" ? "default" : role === "coach" ? "warning" : "outline"}>
      {ROLE_LABELS[role]}
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
