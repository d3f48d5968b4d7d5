import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { viewerContext } from "@/components/management/viewer";
import { ProfileView } from "@/components/users/user-view";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("profile.title") };
}

export default async function ProfilePage() {
  const { viewer } = await viewerContext();
  return <ProfileView viewer={viewer} />;
}
