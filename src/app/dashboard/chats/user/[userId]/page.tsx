import type { Metadata } from "next";

import { UserChats } from "@/components/chats/user-chats";

export const metadata: Metadata = { title: "User chats" };

export default async function UserChatsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return <UserChats userId={userId} />;
}
