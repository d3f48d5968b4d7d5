import { withPageMessages } from "@/components/i18n/with-page-messages";
import { viewerContext } from "@/components/management/viewer";
import { UserAnnotations } from "@/components/profile/user-annotations";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.annotations.title");

/** A user's annotations: for coaches and admins who may see them, and for the user themself (route guard). */
async function UserAnnotationsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <UserAnnotations id={id} viewer={viewer} />;
}

export default withPageMessages("dashboard/users/annotations/[id]", UserAnnotationsPage);
