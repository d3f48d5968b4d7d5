import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { UserChats } from "@/components/chats/user-chats";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("userChats.title") };
}

export default async function UserChatsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return <UserChats userId={userId} />;
}
