import { MessageSquarePlusIcon } from "lucide-react";

import { ChatList } from "@/components/chats/chat-list";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Chats" };

export default shellPage(metadata, async () => <ChatList viewerId={(await viewerContext()).viewer._id} />, {
  className: "grid-cols-1",
  description: "Your conversations with your agents.",
  actions: (
    <CreateLink href={PAGES.chats.withAgent()} icon={MessageSquarePlusIcon}>
      New chat
    </CreateLink>
  ),
});
