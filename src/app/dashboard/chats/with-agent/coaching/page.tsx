import type { Metadata } from "next";

import { StartChatPage } from "@/components/chats/start-chat-page";

export const metadata: Metadata = { title: "New coaching chat" };

export default function CoachingChatPage() {
  return <StartChatPage mode="coaching" />;
}
