"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { Toaster as Sonner } from "sonner";

/** The dashboard header's height (h-14) and the gap below it. */
const HEADER_PX = 56;
const GAP_PX = 12;

/** The demo-mode banner's height above the header (0 without it); it wraps on a phone, so it is measured. */
function useBannerHeight(): number {
  const [height, setHeight] = React.useState(0);
  React.useEffect(() => {
    const banner = document.querySelector<HTMLElement>("[data-demo-banner]");
    if (!banner) return;
    const observer = new ResizeObserver(() => setHeight(banner.offsetHeight));
    observer.observe(banner);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * The one toast outlet (§9: top-right, 5000 ms default); mounted once in the root layout. Toasts start below
 * the dashboard's header (and the demo banner when there is one), so they never cover the search box, the
 * bell or Sign out.
 */
function Toaster() {
  const t = useTranslations("ui");
  const top = useBannerHeight() + HEADER_PX + GAP_PX;
  return (
    <Sonner
      position="top-right"
      offset={{ top, right: 16 }}
      mobileOffset={{ top, left: 8, right: 8 }}
      theme="dark"
      duration={5000}
      richColors
      closeButton
      toastOptions={{ closeButtonAriaLabel: t("closeToast") }}
      containerAriaLabel={t("notifications")}
      // Sonner's own stylesheet is unlayered and sets a system font; an inline style is the reliable override.
      style={{ fontFamily: "var(--font-geist-sans), ui-sans-serif, system-ui, sans-serif" }}
    />
  );
}

export { Toaster };
