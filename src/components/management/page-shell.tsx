import { type LucideIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import type * as React from "react";

import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { PageHeader, type PageHeaderProps } from "./page-header";

/**
 * A management page: its header (back link, h1, description, actions) above the page's content. `className`
 * adds to the column's classes (e.g. `grid-cols-1` for pages whose content must not widen the column).
 */
export function PageShell({
  children,
  className,
  ...header
}: PageHeaderProps & { children?: React.ReactNode; className?: string }) {
  return (
    <div className={cn("grid gap-6", className)}>
      <PageHeader {...header} />
      {children}
    </div>
  );
}

/** A page's "Create …" action: a button that links to the create page, its icon (a plus) before the label. */
export function CreateLink({
  href,
  icon: Icon = PlusIcon,
  children,
}: {
  href: string;
  icon?: LucideIcon;
  /** The visible label, and so the link's accessible name, e.g. "Create team". */
  children: React.ReactNode;
}) {
  return (
    <Button asChild>
      <Link href={href}>
        <Icon />
        {children}
      </Link>
    </Button>
  );
}
