import { notFound } from "next/navigation";
import { withPageMessages } from "@/components/i18n/with-page-messages";

/** Any /dashboard address no page answers: the dashboard's own 404, inside the app frame. */
function MissingDashboardPage(): never {
  notFound();
}

export default withPageMessages("dashboard/[...missing]", MissingDashboardPage);
