import { StartChatPage } from "@/components/chats/start-chat-page";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.newCoachingChat.title");

export default function CoachingChatPage() {
  return <StartChatPage mode="coaching" />;
}
