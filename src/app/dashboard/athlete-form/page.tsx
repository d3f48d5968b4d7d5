import { withPageMessages } from "@/components/i18n/with-page-messages";
import { AthleteForm } from "@/components/profile/athlete-form";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.athleteForm.title");

/** Athletes only: the route guard answers other roles with /403?reason=ONLY_ATHLETE (src/lib/routes.ts). */
function AthleteFormPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <AthleteForm />
    </div>
  );
}

export default withPageMessages("dashboard/athlete-form", AthleteFormPage);
