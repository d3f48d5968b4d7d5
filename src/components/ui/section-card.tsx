import type * as React from "react";

import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "./card";

/**
 * A card that is one section of a page or form: an h2 title (the page's h1 stays the only h1), an optional
 * description and header action, the content, and an optional footer (e.g. a form's buttons).
 */
export function SectionCard({
  title,
  description,
  action,
  className,
  contentClassName,
  footer,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
  contentClassName?: string;
  footer?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle>
          <h2>{title}</h2>
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {action ? <CardAction>{action}</CardAction> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
      {footer}
    </Card>
  );
}
