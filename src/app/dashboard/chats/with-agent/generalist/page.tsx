import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { StartChatPage } from "@/components/chats/start-chat-page";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("newGeneralistChat.title") };
}

export default function GeneralistChatPage() {
  return <StartChatPage mode="generalist" />;
}
