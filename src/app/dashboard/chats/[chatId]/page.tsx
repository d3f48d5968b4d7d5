import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ChatView } from "@/components/chats/chat-view";
import { viewerContext } from "@/components/management/viewer";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("chat.title") };
}

export default async function ChatPage({ params }: { params: Promise<{ chatId: string }> }) {
  const [{ chatId }, { viewer }] = await Promise.all([params, viewerContext()]);
  // Keyed by the chat, so moving to another chat (e.g. "Create a new one") starts from a clean transcript.
  return <ChatView key={chatId} chatId={chatId} viewer={viewer} />;
}
