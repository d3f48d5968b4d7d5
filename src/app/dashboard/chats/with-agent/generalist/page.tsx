import { StartChatPage } from "@/components/chats/start-chat-page";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.newGeneralistChat.title");

export default function GeneralistChatPage() {
  return <StartChatPage mode="generalist" />;
}
