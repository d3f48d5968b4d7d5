"use client";

import * as React from "react";
import { notifications } from "@/lib/api/browser-endpoints";
import { browserTimeZone } from "@/lib/browser-time-zone";
import type { NotificationStreamData } from "@/lib/contracts/notifications/schemas";
import { NOTIFICATION_STREAM_EVENTS } from "@/lib/contracts/notifications/values";
import { selectedContext } from "@/lib/dashboard-context";

/** How many notifications the bell shows. */
export const BELL_PAGE_SIZE = 10;
/** Waits before reconnecting a stream the server closed (doubling up to the last), after a network failure. */
const RETRY_MS = [2_000, 5_000, 15_000, 30_000, 60_000];

/** The stream URL with the §7 context as query parameters (EventSource cannot send headers). */
export function notificationStreamUrl(): string {
  const { organizationId, teamId } = selectedContext();
  const params = new URLSearchParams({
    timezone: browserTimeZone(),
    limit: String(BELL_PAGE_SIZE),
  });
  if (organizationId) params.set("organizationId", organizationId);
  if (teamId) params.set("teamId", teamId);
  return `/api${notifications.streamList.path}?${params}`;
}

/**
 * Follows GET /notifications/stream-list: the newest notifications and the unread count, as the server last sent
 * them. EventSource retries a dropped connection by itself; when the server ends the stream or refuses it
 * (EventSource then gives up for good), this hook opens a new one after a growing pause. `patch` applies a local
 * change (marking read) at once; the next event from the server replaces it.
 */
export function useNotificationStream(): {
  data: NotificationStreamData | null;
  patch: (update: (data: NotificationStreamData) => NotificationStreamData) => void;
} {
  const [data, setData] = React.useState<NotificationStreamData | null>(null);

  React.useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let stopped = false;

    const onData = (event: MessageEvent<string>) => {
      try {
        setData(JSON.parse(event.data) as NotificationStreamData);
        attempt = 0;
      } catch {
        // A malformed event is skipped; the next one brings the whole state again.
      }
    };
    const connect = () => {
      if (stopped) return;
      source = new EventSource(notificationStreamUrl(), { withCredentials: true });
      source.addEventListener(NOTIFICATION_STREAM_EVENTS.notifications, onData as EventListener);
      source.addEventListener("error", () => {
        if (!source || source.readyState !== EventSource.CLOSED) return; // the browser retries by itself
        source.close();
        const wait = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)];
        attempt += 1;
        retry = setTimeout(connect, wait);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, []);

  const patch = React.useCallback((update: (data: NotificationStreamData) => NotificationStreamData) => {
    setData((current) => (current ? update(current) : current));
  }, []);

  return { data, patch };
}
