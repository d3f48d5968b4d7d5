import type { Metadata } from "next";

import { StartChatPage } from "@/components/chats/start-chat-page";

export const metadata: Metadata = { title: "New generalist chat" };

export default function GeneralistChatPage() {
  return <StartChatPage mode="generalist" />;
}
