import { type ReplyLanguage, replyLanguage } from "@/lib/reply-language";
import { db } from "@/server/db";

/** The language a person is answered in (their preferredLanguage; English when unset). */
export async function preferredLanguageOf(userId: string): Promise<ReplyLanguage> {
  const row = await db.userDetails.findUnique({ where: { userId }, select: { preferredLanguage: true } });
  return replyLanguage(row?.preferredLanguage?.replace("_", "-"));
}
