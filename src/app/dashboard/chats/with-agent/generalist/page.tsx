import { StartChatPage } from "@/components/chats/start-chat-page";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.newGeneralistChat.title");

function GeneralistChatPage() {
  return <StartChatPage mode="generalist" />;
}

export default withPageMessages("dashboard/chats/with-agent/generalist", GeneralistChatPage);
