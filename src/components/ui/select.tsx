import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A styled native <select>: keyboard and screen-reader behaviour come from the browser, it posts with forms,
 * and Playwright's selectOption works on it. Pass <option> children (or `placeholder` for an empty first option).
 */
type SelectProps = React.ComponentProps<"select"> & {
  /** Adds a first, empty option with this text (selectable only while the field is not required). */
  placeholder?: string;
};

function Select({ className, placeholder, children, ...props }: SelectProps) {
  return (
    <div data-slot="select-wrapper" className="relative w-full">
      <select
        data-slot="select"
        className={cn(
          "flex h-9 w-full min-w-0 appearance-none rounded-md border border-input bg-input/30 py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive aria-invalid:ring-destructive/40",
          "[&>option]:bg-popover [&>option]:text-popover-foreground",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {children}
      </select>
      <ChevronDownIcon
        aria-hidden
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}

export { Select, type SelectProps };
