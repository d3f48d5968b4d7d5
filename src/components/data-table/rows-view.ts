import type * as React from "react";

/** What both layouts of a DataTable's rows (table, cards) show besides the rows, and in their place. */
export interface RowsViewProps {
  /** The list's accessible name. */
  label: string;
  loading: boolean;
  /** Shown in place of the rows (across the table, or instead of the cards). */
  error: React.ReactNode;
  skeletonRows: number;
  emptyText: string;
}
