import { ActiveBadge } from "./badges";
import type { DetailItem } from "./detail-list";

/** A record's name, slug and status: the first details of its view, as IdentityFields and Active open its form. */
export function identityItems(doc: { name: string; slug?: string; active: boolean }): DetailItem[] {
  return [
    { label: "Name", value: doc.name },
    { label: "Slug", value: doc.slug },
    { label: "Status", value: <ActiveBadge active={doc.active} /> },
  ];
}
