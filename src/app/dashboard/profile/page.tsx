import type { Metadata } from "next";

import { viewerContext } from "@/components/management/viewer";
import { ProfileView } from "@/components/users/user-view";

export const metadata: Metadata = { title: "Profile" };

export default async function ProfilePage() {
  const { viewer } = await viewerContext();
  return <ProfileView viewer={viewer} />;
}
