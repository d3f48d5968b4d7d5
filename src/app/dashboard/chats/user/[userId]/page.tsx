import { UserChats } from "@/components/chats/user-chats";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.userChats.title");

async function UserChatsPage({ params }: { params: Promise<{ userId: string }> }) {
  const { userId } = await params;
  return <UserChats userId={userId} />;
}

export default withPageMessages("dashboard/chats/user/[userId]", UserChatsPage);
