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
