import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";

const CHAT_FOR_ASSESSMENT = {
  id: true,
  title: true,
  createdById: true,
  organizationId: true,
  summarizedAt: true,
  lastMessageAt: true,
  updatedAt: true,
  messages: {
    where: { role: { in: ["user", "assistant"] }, ...ON_ACTIVE_BRANCH },
    orderBy: [{ number: "asc" }, { createdAt: "asc" }],
    select: { id: true, role: true, content: true, createdAt: true },
  },
} as const satisfies Prisma.ChatSelect;

export type ChatForAssessment = Prisma.ChatGetPayload<{ select: typeof CHAT_FOR_ASSESSMENT }>;

/**
 * Chat `id` as the assessments domain assesses it: whose it is, its dates, and the user and assistant messages of
 * its active branch in order (the transcript sent to the model). Throws when there is no such chat.
 */
export function chatForAssessment(id: string): Promise<ChatForAssessment> {
  return db.chat.findUniqueOrThrow({ where: { id }, select: CHAT_FOR_ASSESSMENT });
}
