import type { Metadata } from "next";

import { NotFoundPage } from "@/components/not-found-page";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * A dashboard address with nothing behind it, or a record that is gone: said inside the app frame, so the menu,
 * the search and the way home stay where they were. Home is the dashboard's, not the public landing page.
 */
export default function DashboardNotFound() {
  return <NotFoundPage framed home={{ href: ROUTES.dashboard, label: "Go to your home" }} />;
}
