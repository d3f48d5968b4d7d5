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
};

/** Centered full-height page for 403 / 404 / 500. */
export function StatusPage({ code, title, children, actions, className }: StatusPageProps) {
  return (
    <main
      className={cn(
        "flex min-h-dvh flex-col items-center justify-center gap-6 px-6 py-16 text-center",
        className,
      )}
    >
      <p className="font-mono text-sm font-medium tracking-widest text-primary">{code}</p>
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
      {children ? <div className="max-w-md text-muted-foreground">{children}</div> : null}
      {actions ? <div className="flex flex-wrap items-center justify-center gap-3">{actions}</div> : null}
    </main>
  );
}
