"use client";

import * as React from "react";
import { BellButton } from "./bell-button";
import { useNotificationStream } from "./use-notification-stream";

// The popover (and the positioning library under it) is not needed to show the bell: it loads right after the
// page has hydrated, and the bell waits for it disabled, as the shell's other buttons wait for hydration.
const BellPopover = React.lazy(() => import("./bell-popover").then((m) => ({ default: m.BellPopover })));

/**
 * The bell in the shell header: the unread count (label "Notifications, N unread", or "Notifications"), live from
 * GET /notifications/stream-list, and a popover with the newest ten.
 */
export function NotificationBell() {
  const { data, patch } = useNotificationStream();
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const placeholder = <BellButton unread={data?.unreadCount ?? 0} disabled />;
  if (!mounted) return placeholder;
  return (
    <React.Suspense fallback={placeholder}>
      <BellPopover data={data} patch={patch} />
    </React.Suspense>
  );
}
