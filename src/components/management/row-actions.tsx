import type { LucideIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** An icon-only link of a table row ("View", "Edit"); its accessible name says which record it opens. */
export function RowLink({
  href,
  verb,
  name,
  Icon,
}: {
  href: string;
  verb: string;
  name: string;
  Icon: LucideIcon;
}) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link href={href} aria-label={`${verb} ${name}`} title={verb}>
        <Icon />
      </Link>
    </Button>
  );
}
