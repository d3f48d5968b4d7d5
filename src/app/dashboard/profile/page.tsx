import { withPageMessages } from "@/components/i18n/with-page-messages";
import { viewerContext } from "@/components/management/viewer";
import { ProfileView } from "@/components/users/user-view";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.profile.title");

async function ProfilePage() {
  const { viewer } = await viewerContext();
  return <ProfileView viewer={viewer} />;
}

export default withPageMessages("dashboard/profile", ProfilePage);
