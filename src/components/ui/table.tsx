import type * as React from "react";

import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

/** Scrolls horizontally on narrow screens instead of squeezing the columns. */
export function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table data-slot="table" className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export const TableHeader = slotted("thead", "table-header", "[&_tr]:border-b");
export const TableBody = slotted("tbody", "table-body", "[&_tr:last-child]:border-0");
export const TableRow = slotted(
  "tr",
  "table-row",
  "border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted",
);
export const TableHead = slotted(
  "th",
  "table-head",
  "h-10 whitespace-nowrap px-3 text-left align-middle font-medium text-muted-foreground",
);
export const TableCell = slotted("td", "table-cell", "px-3 py-2.5 align-middle");
