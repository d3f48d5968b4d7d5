import { UserChats } from "@/components/chats/user-chats";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.userChats.title");

export default async function UserChatsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return <UserChats userId={userId} />;
}
