"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Previous / "Page n of m" / Next under a paged list, with the total; shared by every paged table and list. */
export function Pager({
  label,
  noun,
  page,
  totalPages,
  totalDocs,
  hasNextPage,
  loading,
  onPage,
}: {
  /** Names the navigation landmark: "<label> pages". */
  label: string;
  /** Singular and plural of what is counted. */
  noun: [string, string];
  page: number;
  totalPages: number;
  /** null while nothing is loaded yet. */
  totalDocs: number | null;
  hasNextPage: boolean;
  loading: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={`${label} pages`} className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-muted-foreground" aria-live="polite">
        {totalDocs === null ? "\u00a0" : `${totalDocs} ${totalDocs === 1 ? noun[0] : noun[1]}`}
      </p>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={loading || page <= 1}>
          <ChevronLeftIcon />
          Previous
        </Button>
        <span className="min-w-24 text-center tabular-nums" data-slot="page-status">
          Page {Math.min(page, totalPages)} of {totalPages}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPage(page + 1)}
          disabled={loading || !hasNextPage}
        >
          Next
          <ChevronRightIcon />
        </Button>
      </div>
    </nav>
  );
}
