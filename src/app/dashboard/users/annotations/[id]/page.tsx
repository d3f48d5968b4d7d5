import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { viewerContext } from "@/components/management/viewer";
import { UserAnnotations } from "@/components/profile/user-annotations";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("annotations.title") };
}

/** A user's annotations: for coaches and admins who may see them, and for the user themself (route guard). */
export default async function UserAnnotationsPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <UserAnnotations id={id} viewer={viewer} />;
}
