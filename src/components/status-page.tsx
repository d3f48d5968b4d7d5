import type * as React from "react";

import { cn } from "@/lib/utils";

type StatusPageProps = {
  /** Big status number shown above the title, e.g. 404. */
  code: number | string;
  title: string;
  children?: React.ReactNode;
  /** Links or buttons under the text. */
  actions?: React.ReactNode;
  className?: string;
  /** Inside the app frame, which has the page's <main> already: a section of it, not a full-height page. */
  framed?: boolean;
};

/** Centered full-height page for 403 / 404 / 500, or (`framed`) the same inside the dashboard's frame. */
export function StatusPage({ code, title, children, actions, className, framed = false }: StatusPageProps) {
  const Root = framed ? "section" : "main";
  return (
    <Root
      aria-labelledby={framed ? "status-title" : undefined}
      className={cn(
        "flex flex-col items-center justify-center gap-6 px-6 py-16 text-center",
        framed ? "min-h-[60dvh]" : "min-h-dvh",
        className,
      )}
    >
      <p className="font-mono text-sm font-medium tracking-widest text-primary">{code}</p>
      <h1
        id={framed ? "status-title" : undefined}
        className="text-3xl font-semibold tracking-tight sm:text-4xl"
      >
        {title}
      </h1>
      {children ? <div className="max-w-md text-muted-foreground">{children}</div> : null}
      {actions ? <div className="flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
    </Root>
  );
}
