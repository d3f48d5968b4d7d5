/**
 * Which areas of the catalogue reach the browser. Server components read the whole catalogue; client components
 * only what their provider passes, and every area sent is in the page's HTML. The root layout sends the few areas
 * the pages outside the dashboard use (sign-in, team choice, status pages); the dashboard's frame and each dashboard
 * page add the areas their client components use beyond those (src/i18n/page-areas.ts, read from the sources).
 */
import type { Messages } from "./catalogue";

const OUTSIDE_DASHBOARD = [
  "common",
  "errors",
  "signIn",
  "ui",
  "selectDashboard",
  "statusPages",
  "shell",
] as const;

export function outsideDashboardMessages(messages: Messages) {
  return {
    ...Object.fromEntries(OUTSIDE_DASHBOARD.map((area) => [area, messages[area]])),
    // The sign-in page's language list: each language by its own name.
    enums: { languageNames: messages.enums.languageNames },
  };
}

/** The areas named (`"*"`: every area) that the root layout has not already sent, to add to what it sent. */
export function areasBeyondRoot(messages: Messages, areas: readonly string[]): Partial<Messages> {
  const named = areas.includes("*") ? Object.keys(messages) : areas;
  const sent = new Set<string>(OUTSIDE_DASHBOARD);
  return Object.fromEntries(
    named.filter((area) => !sent.has(area)).map((area) => [area, messages[area as keyof Messages]]),
  );
}
