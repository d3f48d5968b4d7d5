import { viewerContext } from "@/components/management/viewer";
import { ProfileView } from "@/components/users/user-view";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.profile.title");

export default async function ProfilePage() {
  const { viewer } = await viewerContext();
  return <ProfileView viewer={viewer} />;
}
