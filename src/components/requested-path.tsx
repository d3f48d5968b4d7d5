"use client";

import { usePathname } from "next/navigation";

/** The path the visitor asked for, read in the browser (the 404 page is rendered without request data). */
export function RequestedPath({ className }: { className?: string }) {
  const pathname = usePathname();
  if (!pathname) return null;
  return (
    <code data-testid="requested-path" className={className}>
      {pathname}
    </code>
  );
}
