"use client";

import { Toaster as Sonner } from "sonner";

/** The one toast outlet (§9: top-right, 5000 ms default); mounted once in the root layout. */
function Toaster() {
  return (
    <Sonner
      position="top-right"
      theme="dark"
      duration={5000}
      richColors
      closeButton
      // Sonner's own stylesheet is unlayered and sets a system font; an inline style is the reliable override.
      style={{ fontFamily: "var(--font-geist-sans), ui-sans-serif, system-ui, sans-serif" }}
    />
  );
}

export { Toaster };
