/**
 * Which areas of the catalogue reach the browser. Server components read the whole catalogue; client components
 * only what their provider passes, and every area sent is in the page's HTML. Pages outside the dashboard (sign-in,
 * team choice, status pages) get the few areas their client components use; the dashboard layout passes the rest.
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
