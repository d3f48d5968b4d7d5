import { notFound } from "next/navigation";

/** Any /dashboard address no page answers: the dashboard's own 404, inside the app frame. */
export default function MissingDashboardPage(): never {
  notFound();
}
