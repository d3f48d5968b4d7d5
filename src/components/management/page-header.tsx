import type * as React from "react";

import { BackLink } from "@/components/shell/back-link";

export interface BackTarget {
  href: string;
  /** What the link goes back to, e.g. "Teams" (read as "Back to Teams"). */
  label: string;
}

export interface PageHeaderProps {
  title: React.ReactNode;
  description?: React.ReactNode;
  back?: BackTarget;
  actions?: React.ReactNode;
}

/** The top of every management page: back link (§2 back targets), the page's h1, a description and actions. */
export function PageHeader({ title, description, back, actions }: PageHeaderProps) {
  return (
    <div className="grid gap-3">
      {back ? <BackLink href={back.href} label={back.label} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
    </div>
  );
}
