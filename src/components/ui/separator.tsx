import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A line between groups: the markup Radix's Separator renders (role="none" when decorative, else "separator"
 * with aria-orientation when vertical), written out so that a form does not load Radix's module for one <div>.
 */
function Separator({
  className,
  orientation = "horizontal",
  decorative = true,
  ...props
}: React.ComponentProps<"div"> & { orientation?: "horizontal" | "vertical"; decorative?: boolean }) {
  const semantics = decorative
    ? { role: "none" }
    : { role: "separator", "aria-orientation": orientation === "vertical" ? orientation : undefined };
  return (
    <div
      data-slot="separator"
      data-orientation={orientation}
      {...semantics}
      className={cn(
        "shrink-0 bg-border data-[orientation=horizontal]:h-px data-[orientation=horizontal]:w-full data-[orientation=vertical]:h-full data-[orientation=vertical]:w-px",
        className,
      )}
      {...props}
    />
  );
}

export { Separator };
