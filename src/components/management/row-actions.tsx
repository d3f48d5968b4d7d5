import { EyeIcon, PencilIcon } from "lucide-react";
import Link from "next/link";

import { Button } from "@/components/ui/button";

/** Icon-only "view" and "edit" links for table rows; their accessible names say which record they open. */
export function ViewLink({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link href={href} aria-label={`View ${name}`} title="View">
        <EyeIcon />
      </Link>
    </Button>
  );
}

export function EditLink({ href, name }: { href: string; name: string }) {
  return (
    <Button asChild variant="ghost" size="icon">
      <Link href={href} aria-label={`Edit ${name}`} title="Edit">
        <PencilIcon />
      </Link>
    </Button>
  );
}
