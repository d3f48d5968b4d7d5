import { ChatView } from "@/components/chats/chat-view";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.chat.title");

export default async function ChatPage({ params }: { params: Promise<{ chatId: string }> }) {
  const [{ chatId }, { viewer }] = await Promise.all([params, viewerContext()]);
  // Keyed by the chat, so moving to another chat (e.g. "Create a new one") starts from a clean transcript.
  return <ChatView key={chatId} chatId={chatId} viewer={viewer} />;
}
