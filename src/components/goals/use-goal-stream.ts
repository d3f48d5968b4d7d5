"use client";

import * as React from "react";
import { browserTimeZone } from "@/lib/browser-time-zone";
import type { GoalDoc } from "@/lib/contracts/goals/schemas";
import { GOAL_STREAM_EVENTS } from "@/lib/contracts/goals/values";
import type { Page } from "@/lib/contracts/list-query";
import { selectedContext } from "@/lib/dashboard-context";

/** The stream URL with the §7 context as query parameters (EventSource cannot send headers). */
export function goalStreamUrl(): string {
  const { organizationId, teamId } = selectedContext();
  const params = new URLSearchParams({ timezone: browserTimeZone() });
  if (organizationId) params.set("organizationId", organizationId);
  if (teamId) params.set("teamId", teamId);
  return `/api/goals/stream-list?${params}`;
}

/**
 * Follows GET /goals/stream-list (the caller's own goals) while `enabled`: answers a counter that goes up each
 * time the server reports a change after the first list, and the latest page it sent. EventSource reconnects by
 * itself after a network failure.
 */
export function useGoalStream(enabled: boolean): { version: number; page: Page<GoalDoc> | null } {
  const [state, setState] = React.useState<{ version: number; page: Page<GoalDoc> | null }>({
    version: 0,
    page: null,
  });

  React.useEffect(() => {
    if (!enabled || typeof EventSource === "undefined") return;
    const source = new EventSource(goalStreamUrl(), { withCredentials: true });
    let first = true;
    const onGoals = (event: MessageEvent<string>) => {
      let page: Page<GoalDoc> | null = null;
      try {
        page = JSON.parse(event.data) as Page<GoalDoc>;
      } catch {
        return;
      }
      const changed = !first;
      first = false;
      setState((current) => ({ version: current.version + (changed ? 1 : 0), page }));
    };
    source.addEventListener(GOAL_STREAM_EVENTS.goals, onGoals as EventListener);
    return () => {
      source.removeEventListener(GOAL_STREAM_EVENTS.goals, onGoals as EventListener);
      source.close();
    };
  }, [enabled]);

  return state;
}
