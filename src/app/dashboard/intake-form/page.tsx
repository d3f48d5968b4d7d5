import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";
import { IntakeForm } from "./intake-form";

export const generateMetadata = pageTitle("pages.intakeForm.title");

/** Where the route guard sends non-admins who have not filled the intake form yet (§2 step 4). */
function IntakeFormPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <IntakeForm />
    </div>
  );
}

export default withPageMessages("dashboard/intake-form", IntakeFormPage);
