import type { LucideIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import { Button, type ButtonProps } from "@/components/ui/button";

/** A link styled as a button, its icon before its text (a page's actions: Edit, Profile, Goals…). */
export function LinkButton({
  href,
  Icon,
  variant,
  size,
  children,
}: {
  href: string;
  Icon: LucideIcon;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  children: React.ReactNode;
}) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link href={href}>
        <Icon />
        {children}
      </Link>
    </Button>
  );
}
