import type { LucideIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** An icon-only link of a table row ("View", "Edit"); its accessible name says which record it opens. */
export function RowLink({
  href,
  verb,
  label,
  Icon,
}: {
  href: string;
  /** What the link does, its tooltip: "View". */
  verb: string;
  /** Its accessible name, the record's name in it: "View Team A". */
  label: string;
  Icon: LucideIcon;
}) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link href={href} aria-label={label} title={verb}>
        <Icon />
      </Link>
    </Button>
  );
}
