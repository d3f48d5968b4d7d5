import type { Metadata } from "next";

import { viewerContext } from "@/components/management/viewer";
import { ProfileView } from "@/components/users/user-view";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Profile" };

export default async function UserProfilePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <ProfileView id={id} viewer={viewer} back={{ href: ROUTES.users, label: "Users" }} />;
}
